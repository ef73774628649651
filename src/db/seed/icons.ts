/**
 * Icon markup for amenities, features and house rules: 24x24 line icons drawn with the
 * current text colour, so the UI can tint them. The seed sanitizes every one before storing.
 */

function icon(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

const waves =
  '<path d="M2 17c1.7-1.3 3.3-1.3 5 0s3.3 1.3 5 0 3.3-1.3 5 0 3.3 1.3 5 0"/><path d="M2 21c1.7-1.3 3.3-1.3 5 0s3.3 1.3 5 0 3.3-1.3 5 0 3.3 1.3 5 0"/>';

const paw =
  '<circle cx="5.5" cy="10" r="2"/><circle cx="9.5" cy="5.5" r="2"/><circle cx="14.5" cy="5.5" r="2"/><circle cx="18.5" cy="10" r="2"/><path d="M12 12c-2.8 0-5.5 3.6-5.5 6 0 1.7 1.1 2.7 2.6 2.7 1.3 0 1.8-.7 2.9-.7s1.6.7 2.9.7c1.5 0 2.6-1 2.6-2.7 0-2.4-2.7-6-5.5-6z"/>';

const slash = '<path d="M3 3l18 18"/>';

const bicycle =
  '<circle cx="5.5" cy="17" r="3.5"/><circle cx="18.5" cy="17" r="3.5"/><path d="M5.5 17h6.5l-2-7h6l2.5 7"/><path d="M10 10l-4.5 7"/><path d="M12 17l4-7"/><path d="M10 10V8M8.5 8h3"/><path d="M16 10l-.5-3h2"/>';

export const icons = {
  // Kitchen
  oven: icon(
    '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 8h18"/><rect x="7" y="11.5" width="10" height="6" rx="1"/><path d="M7 5.5h.01M10.5 5.5h.01M15 5.5h2"/>',
  ),
  dishwasher: icon(
    '<rect x="4" y="2" width="16" height="20" rx="2"/><path d="M4 7h16"/><path d="M7.5 4.5h.01M10.5 4.5h.01"/><path d="M7.5 12h9M7.5 17h9"/><path d="M9.5 12v-2M12 12v-2M14.5 12v-2M9.5 17v-2M12 17v-2M14.5 17v-2"/>',
  ),
  coffee: icon(
    '<path d="M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z"/><path d="M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16"/><path d="M8 2.5c-.6.8.6 1.7 0 2.5M12 2.5c-.6.8.6 1.7 0 2.5"/><path d="M3 22h14"/>',
  ),
  microwave: icon(
    '<rect x="2" y="5" width="20" height="14" rx="2"/><rect x="5" y="8" width="10" height="8" rx="1"/><path d="M18 9h.01M18 12h.01M18 15.5h.01"/>',
  ),
  fridge: icon(
    '<rect x="5" y="2" width="14" height="20" rx="2"/><path d="M5 10h14"/><path d="M8.5 5v2.5M8.5 13v3.5"/>',
  ),
  toaster: icon(
    '<rect x="3" y="9" width="18" height="11" rx="3"/><path d="M7 9V6a2 2 0 0 1 4 0v3M13 9V6a2 2 0 0 1 4 0v3"/><path d="M7 20v2M17 20v2"/><path d="M17 14h.01"/>',
  ),
  // Bathroom
  bathtub: icon(
    '<path d="M2 12h20v3a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5z"/><path d="M5 12V5.5a2.5 2.5 0 0 1 4.6-1.4"/><path d="M8.5 6 11 4"/><path d="M7 20l-1 2M17 20l1 2"/>',
  ),
  shower: icon(
    '<path d="M4 22V6a3 3 0 0 1 3-3h3a3 3 0 0 1 3 3v1"/><path d="M9 11a4 4 0 0 1 8 0z"/><path d="M10 15v1M13 15v1M16 15v1M11.5 19v1M14.5 19v1"/>',
  ),
  hairDryer: icon(
    '<path d="M9 4h7l5 2v4l-5 2H9a4 4 0 0 1 0-8z"/><path d="M9 12l1.5 8h3L12 12"/><circle cx="9" cy="8" r="1"/>',
  ),
  towel: icon(
    '<path d="M3 4h18"/><path d="M7 4v15a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V4"/><path d="M7 14h10M7 17h10"/>',
  ),
  washingMachine: icon(
    '<rect x="3" y="2" width="18" height="20" rx="2"/><path d="M3 6.5h18"/><path d="M7 4.3h.01M10 4.3h.01"/><circle cx="12" cy="14" r="5"/><path d="M9.5 14.5c1-.8 2-.8 2.5 0s1.5.8 2.5 0"/>',
  ),
  // Outdoor
  barbecue: icon(
    '<path d="M4 9a8 8 0 0 0 16 0z"/><path d="M8 15.5 6 22M16 15.5l2 6.5M12 17v5"/><path d="M9 2.5c-.7.8.7 1.7 0 2.5M13 2.5c-.7.8.7 1.7 0 2.5"/>',
  ),
  parasol: icon(
    '<path d="M3 9a9 6 0 0 1 18 0z"/><path d="M12 9v12"/><path d="M6 16h12"/><path d="M8 16l-1 5M16 16l1 5"/>',
  ),
  firePit: icon(
    '<path d="M12 3c.5 2.5 4 4.5 4 8a4 4 0 0 1-8 0c0-1.6.8-2.8 1.8-3.8.2 1.3.8 2.1 1.7 2.5.5-2 .5-4.4.5-6.7z"/><path d="M4 21l16-4M4 17l16 4"/>',
  ),
  bicycle: icon(bicycle),
  lounger: icon(
    '<path d="M2 16h12l5-7"/><path d="M4 16v4M13 16v4"/><path d="M17 3.5a2 2 0 1 0 3 2.5"/>',
  ),
  // Entertainment
  tv: icon('<rect x="2" y="4" width="20" height="13" rx="2"/><path d="M8 21h8M12 17v4"/>'),
  dice: icon(
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01"/>',
  ),
  book: icon(
    '<path d="M4 19.5V5a2 2 0 0 1 2-2h14v18H6.5a2.5 2.5 0 0 1 0-5H20"/><path d="M9 7h6"/>',
  ),
  speaker: icon(
    '<rect x="6" y="2" width="12" height="20" rx="2"/><circle cx="12" cy="14" r="4"/><path d="M12 6h.01M12 14h.01"/>',
  ),
  pingPong: icon(
    '<circle cx="10" cy="10" r="7"/><path d="M15 16.5l3.5 3.5a1.4 1.4 0 0 0 2-2L17 14.5"/><circle cx="20" cy="4.5" r="1.5"/>',
  ),
  // Comfort
  radiator: icon(
    '<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M7.5 6v12M12 6v12M16.5 6v12"/><path d="M5 18v2M19 18v2"/>',
  ),
  bed: icon(
    '<path d="M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8"/><path d="M2 16h20"/><path d="M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4"/><path d="M7 10V8h4v2M13 10V8h4v2"/>',
  ),
  curtains: icon(
    '<path d="M3 3h18"/><path d="M5 3v18h2c0-6 3-12 3-18"/><path d="M19 3v18h-2c0-6-3-12-3-18"/>',
  ),
  laptop: icon('<rect x="4" y="5" width="16" height="11" rx="1"/><path d="M2 19h20"/>'),
  // Family
  cot: icon(
    '<path d="M3 4v17M21 4v17"/><path d="M3 8h18M3 17h18"/><path d="M7.5 8v9M12 8v9M16.5 8v9"/>',
  ),
  highChair: icon(
    '<path d="M8 2v9h8V2"/><path d="M6 11h12"/><path d="M9 11 6 22M15 11l3 11"/><path d="M7.4 17h9.2"/>',
  ),
  blocks: icon(
    '<rect x="3" y="13" width="8" height="8" rx="1"/><rect x="13" y="13" width="8" height="8" rx="1"/><rect x="8" y="3" width="8" height="8" rx="1"/>',
  ),
  swing: icon('<path d="M3 21 7 3h10l4 18"/><path d="M10 3v11M14 3v11"/><path d="M9 14h6"/>'),
  // Parking & access
  parking: icon(
    '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M9 17V7h4a3 3 0 0 1 0 6H9"/>',
  ),
  garage: icon(
    '<path d="M3 21V9l9-6 9 6v12"/><path d="M7 21v-9h10v9"/><path d="M7 15h10M7 18h10"/>',
  ),
  door: icon(
    '<path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17"/><path d="M3 21h18"/><path d="M14 12h.01"/>',
  ),
  key: icon(
    '<circle cx="7.5" cy="15.5" r="4.5"/><path d="M10.7 12.3 20 3"/><path d="M17 6l3 3"/><path d="M14.5 8.5l2 2"/>',
  ),
  // Features
  hotTub: icon(
    `<path d="M2 12h20v5a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z"/><path d="M7 3c-1 1.5 1 2.5 0 4M12 3c-1 1.5 1 2.5 0 4M17 3c-1 1.5 1 2.5 0 4"/><path d="M7 16h.01M11 17h.01M15 15.5h.01"/>`,
  ),
  sauna: icon(
    '<path d="M3 21h18"/><path d="M5 21a3 3 0 0 1 3-3h1a3 3 0 0 1 6 0h1a3 3 0 0 1 3 3"/><path d="M8 3c-1 1.5 1 2.5 0 4s1 2.5 0 4M12 3c-1 1.5 1 2.5 0 4s1 2.5 0 4M16 3c-1 1.5 1 2.5 0 4s1 2.5 0 4"/>',
  ),
  fireplace: icon(
    '<path d="M2 5h20"/><path d="M4 5v16M20 5v16"/><path d="M8 21v-9h8v9"/><path d="M12 20c-1.4 0-2.3-.9-2.3-2.1 0-1.5 1.3-2 2.3-3.7 1 1.7 2.3 2.2 2.3 3.7 0 1.2-.9 2.1-2.3 2.1z"/>',
  ),
  riverView: icon(`<path d="M2 13l5-6 4 4 3-3 8 5"/>${waves}`),
  forest: icon(
    '<path d="M7 2 2 11h3l-3 5h10l-3-5h3z"/><path d="M7 16v6"/><path d="M17 6l-4 7h2.5L13 17h8l-2.5-4H21z"/><path d="M17 17v5"/>',
  ),
  paw: icon(paw),
  evCharger: icon(
    '<rect x="3" y="3" width="11" height="18" rx="2"/><path d="M9.5 7 7 12h3l-2.5 5"/><path d="M14 9h2a2 2 0 0 1 2 2v5a2 2 0 0 0 4 0V7l-2-2"/>',
  ),
  wifi: icon(
    '<path d="M2 8.8a15 15 0 0 1 20 0"/><path d="M5 12.5a10 10 0 0 1 14 0"/><path d="M8.5 16a5 5 0 0 1 7 0"/><path d="M12 20h.01"/>',
  ),
  garden: icon(
    '<path d="M2 21h20"/><circle cx="12" cy="8" r="4"/><path d="M12 12v9"/><path d="M4 21v-6l1.5-2 1.5 2v6M17 21v-6l1.5-2 1.5 2v6"/><path d="M4 17.5h3M17 17.5h3"/>',
  ),
  pool: icon(
    `<path d="M7 14V5a2 2 0 0 1 4 0"/><path d="M15 14V5a2 2 0 0 1 4 0"/><path d="M7 8h8M7 11.5h8"/>${waves}`,
  ),
  gameController: icon(
    '<rect x="2" y="7" width="20" height="11" rx="5.5"/><path d="M7 10.5v4M5 12.5h4"/><path d="M15 12h.01M18 13.5h.01"/>',
  ),
  mapPin: icon(
    '<path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>',
  ),
  signpost: icon(
    '<path d="M12 3v18M8 21h8"/><path d="M5 5h11l3 2.5-3 2.5H5z"/><path d="M19 12H8l-3 2.5L8 17h11z"/>',
  ),
  // House rules
  noSmoking: icon(
    '<circle cx="12" cy="12" r="10"/><path d="M4.9 4.9l14.2 14.2"/><path d="M6 12.5h8.5v3H6z"/><path d="M17 12.5v3"/><path d="M16 6.5c0 1.5 1.5 1.5 1.5 3"/>',
  ),
  moon: icon('<path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z"/>'),
  noPets: icon(`${paw}${slash}`),
  noParties: icon(
    `<path d="M9 18V5l12-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="18" cy="16" r="3"/>${slash}`,
  ),
  users: icon(
    '<circle cx="9" cy="7" r="4"/><path d="M2 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2"/><path d="M16 3.1a4 4 0 0 1 0 7.8"/><path d="M22 21v-2a5 5 0 0 0-3.5-4.8"/>',
  ),
  bin: icon(
    '<path d="M3 6h18"/><path d="M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2"/><path d="M5 6l1 14a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-14"/><path d="M10 11v6M14 11v6"/>',
  ),
  clock: icon('<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>'),
  flame: icon(
    '<path d="M12 22a6 6 0 0 0 6-6c0-4-3-6.5-4.5-10.5-1.8 2-3 3.6-3 6-1-.6-1.8-1.6-2.1-3C7 10.5 6 12.8 6 16a6 6 0 0 0 6 6z"/>',
  ),
  gate: icon(
    '<path d="M3 4v17M21 4v17"/><path d="M3 8h18M3 16h18"/><path d="M7.5 8v8M12 8v8M16.5 8v8"/><path d="M3 8l18 8"/>',
  ),
  shoe: icon(
    '<path d="M3 17V7h5l1 3h4l6 3a3 3 0 0 1 2 2.8V17z"/><path d="M3 21h18"/><path d="M3 17h18"/>',
  ),
} as const;

export type IconName = keyof typeof icons;
