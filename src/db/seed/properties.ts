import type { PropertyType } from "../enums";
import type { IconName } from "./icons";
import type { SceneKind } from "./images";

/** The demonstration catalogue: twelve holiday homes in the Belgian Ardennes. Money in cents. */

export const amenityCatalogue = [
  {
    category: "Kitchen",
    amenities: [
      { name: "Oven", icon: "oven" },
      { name: "Dishwasher", icon: "dishwasher" },
      { name: "Coffee machine", icon: "coffee" },
      { name: "Microwave", icon: "microwave" },
      { name: "Fridge-freezer", icon: "fridge" },
      { name: "Toaster & kettle", icon: "toaster" },
    ],
  },
  {
    category: "Bathroom",
    amenities: [
      { name: "Bathtub", icon: "bathtub" },
      { name: "Walk-in shower", icon: "shower" },
      { name: "Hair dryer", icon: "hairDryer" },
      { name: "Towels provided", icon: "towel" },
      { name: "Washing machine", icon: "washingMachine" },
    ],
  },
  {
    category: "Outdoor",
    amenities: [
      { name: "Barbecue", icon: "barbecue" },
      { name: "Outdoor dining area", icon: "parasol" },
      { name: "Fire pit", icon: "firePit" },
      { name: "Bicycles", icon: "bicycle" },
      { name: "Sun loungers", icon: "lounger" },
    ],
  },
  {
    category: "Entertainment",
    amenities: [
      { name: "Smart TV", icon: "tv" },
      { name: "Board games", icon: "dice" },
      { name: "Books and maps", icon: "book" },
      { name: "Bluetooth speaker", icon: "speaker" },
      { name: "Table tennis", icon: "pingPong" },
    ],
  },
  {
    category: "Comfort",
    amenities: [
      { name: "Central heating", icon: "radiator" },
      { name: "Bed linen provided", icon: "bed" },
      { name: "Blackout curtains", icon: "curtains" },
      { name: "Dedicated workspace", icon: "laptop" },
    ],
  },
  {
    category: "Family",
    amenities: [
      { name: "Baby cot", icon: "cot" },
      { name: "High chair", icon: "highChair" },
      { name: "Toys and children's books", icon: "blocks" },
      { name: "Outdoor play area", icon: "swing" },
    ],
  },
  {
    category: "Parking & Access",
    amenities: [
      { name: "Free parking on site", icon: "parking" },
      { name: "Private garage", icon: "garage" },
      { name: "Private entrance", icon: "door" },
      { name: "Self check-in (key box)", icon: "key" },
    ],
  },
] as const satisfies readonly {
  category: string;
  amenities: readonly { name: string; icon: IconName }[];
}[];

export type AmenityName = (typeof amenityCatalogue)[number]["amenities"][number]["name"];

export const featureCatalogue = [
  { name: "Hot tub", icon: "hotTub" },
  { name: "Sauna", icon: "sauna" },
  { name: "Fireplace", icon: "fireplace" },
  { name: "River view", icon: "riverView" },
  { name: "Forest view", icon: "forest" },
  { name: "Pet friendly", icon: "paw" },
  { name: "EV charger", icon: "evCharger" },
  { name: "Wi-Fi", icon: "wifi" },
  { name: "Private garden", icon: "garden" },
  { name: "Indoor pool", icon: "pool" },
  { name: "Game room", icon: "gameController" },
  { name: "Walk to the village", icon: "mapPin" },
  { name: "Hiking from the door", icon: "signpost" },
] as const satisfies readonly { name: string; icon: IconName }[];

export type FeatureName = (typeof featureCatalogue)[number]["name"];

export interface SeedImage {
  kind: SceneKind;
  /** Alt text. */
  description: string;
}

export interface SeedRule {
  title: string;
  description: string | null;
  icon: IconName;
}

export interface SeedReview {
  authorName: string;
  rating: number;
  comment: string;
  /** YYYY-MM-DD */
  stayedOn: string;
}

export interface SeedPolicy {
  earlyCheckIn: boolean;
  lateCheckOut: boolean;
  earlyCheckInFeeCents: number | null;
  lateCheckOutFeeCents: number | null;
  minStayDuration: number;
}

export interface SeedProperty {
  /** Stable identifier of the seed entry; also picks the look of its generated photos. */
  key: string;
  name: string;
  description: string;
  location: string;
  type: PropertyType;
  latitude: number | null;
  longitude: number | null;
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  pricePerNightCents: number;
  supplementPerPersonCents: number | null;
  touristTaxCents: number | null;
  securityDepositCents: number;
  cleaningFeeCents: number;
  serviceFeeCents: number;
  tags: string[];
  checkInTime: string;
  checkOutTime: string;
  featuredRank: number | null;
  images: SeedImage[];
  amenities: AmenityName[];
  features: { name: FeatureName; highlighted: boolean }[];
  policy: SeedPolicy | null;
  houseRules: SeedRule[];
  reviews: SeedReview[];
}

const DEFAULT_CLEANING_FEE = 6000;
const DEFAULT_SERVICE_FEE = 4500;

const rule = {
  noSmoking: {
    title: "No smoking",
    description: "Not indoors, please. There is an ashtray by the back door.",
    icon: "noSmoking",
  },
  quietHours: {
    title: "Quiet hours 22:00-07:00",
    description: "Sound carries a long way in the valley; the neighbours will thank you.",
    icon: "moon",
  },
  noParties: {
    title: "No parties or events",
    description: "Birthdays around the table are welcome; hired music and extra guests are not.",
    icon: "noParties",
  },
  noPets: {
    title: "No pets",
    description: "Several of our regular guests have allergies.",
    icon: "noPets",
  },
  petsAllowed: (detail: string): SeedRule => ({
    title: "Pets allowed",
    description: detail,
    icon: "paw",
  }),
  maxOccupancy: (guests: number): SeedRule => ({
    title: `Maximum ${guests} guests`,
    description: "Including children and babies. Day visitors by arrangement.",
    icon: "users",
  }),
  sortWaste: {
    title: "Sort your waste",
    description: "PMD, paper, glass and the rest each have their own bin; the guide explains.",
    icon: "bin",
  },
  stove: {
    title: "Use the wood stove with care",
    description: "Dry logs only, door closed, and never leave it burning when you go out.",
    icon: "flame",
  },
  gate: {
    title: "Close the garden gate",
    description: "Deer and the neighbour's sheep like the vegetable garden too.",
    icon: "gate",
  },
  shoes: {
    title: "Shoes off upstairs",
    description: "Muddy boots stay in the boot room; slippers are in the hall.",
    icon: "shoe",
  },
  hotTub: {
    title: "Hot tub: shower first, cover after",
    description: "No glass in or around the tub, and children only with an adult.",
    icon: "hotTub",
  },
  arrival: {
    title: "Tell us your arrival time",
    description: "A message the day before is enough; we will explain the key box.",
    icon: "clock",
  },
} as const satisfies Record<string, SeedRule | ((...args: never[]) => SeedRule)>;

export const seedProperties: SeedProperty[] = [
  {
    key: "durbuy-ourthe-villa",
    name: "Villa Les Hauts de l'Ourthe",
    description: [
      "Set on the slope above the Ourthe, a ten-minute walk from the cobbled lanes of Durbuy, this 1970s villa was rebuilt in 2021 around its best feature: the view. The living room, kitchen and dining table all face a wall of glass that looks down over the river and the wooded hills towards Barvaux.",
      "There are six bedrooms over two floors, four doubles and two twins, and four bathrooms, so a group of twelve never queues for the shower. The kitchen is made for cooking together, with two ovens, a long island and a table for fourteen. On the terrace a wood-fired hot tub and a barrel sauna wait for the end of a day's walking.",
      "Durbuy's restaurants and its topiary park are all on foot; kayak hire on the Ourthe is five minutes away by car. The drive down is steep and narrow: fine for cars, not for minibuses.",
    ].join("\n\n"),
    location: "Durbuy, Luxembourg province, Belgium",
    type: "Villa",
    latitude: 50.3527,
    longitude: 5.4561,
    maxGuests: 12,
    bedrooms: 6,
    bathrooms: 4,
    area: 310,
    pricePerNightCents: 52000,
    supplementPerPersonCents: null,
    touristTaxCents: 250,
    securityDepositCents: 75000,
    cleaningFeeCents: 15000,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["River view", "Hot tub", "Sauna", "Large groups", "Family friendly"],
    checkInTime: "16:00",
    checkOutTime: "10:00",
    featuredRank: 1,
    images: [
      {
        kind: "exterior-villa",
        description: "The villa and its timber-clad upper floor above the terrace",
      },
      {
        kind: "living-room",
        description: "Living room with wood stove, deep sofa and a view over the Ourthe valley",
      },
      {
        kind: "kitchen",
        description: "Kitchen with a long island, pendant lights and a window onto the hills",
      },
      { kind: "dining-room", description: "Dining table for fourteen between two tall windows" },
      { kind: "bedroom", description: "Main bedroom with a king-size bed and bedside lamps" },
      { kind: "bedroom-twin", description: "Twin bedroom on the upper floor, ideal for children" },
      {
        kind: "sauna",
        description: "Barrel sauna with two tiers of cedar benches and a wood-fired stove",
      },
      { kind: "terrace", description: "Terrace with the wood-fired hot tub and the forest beyond" },
      { kind: "river", description: "The Ourthe below the villa, a short walk down the lane" },
    ],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Microwave",
      "Fridge-freezer",
      "Toaster & kettle",
      "Bathtub",
      "Walk-in shower",
      "Hair dryer",
      "Towels provided",
      "Washing machine",
      "Barbecue",
      "Outdoor dining area",
      "Sun loungers",
      "Smart TV",
      "Board games",
      "Table tennis",
      "Central heating",
      "Bed linen provided",
      "Baby cot",
      "High chair",
      "Free parking on site",
    ],
    features: [
      { name: "Hot tub", highlighted: true },
      { name: "Sauna", highlighted: true },
      { name: "River view", highlighted: true },
      { name: "Fireplace", highlighted: false },
      { name: "Wi-Fi", highlighted: false },
      { name: "Private garden", highlighted: false },
      { name: "EV charger", highlighted: false },
    ],
    policy: {
      earlyCheckIn: true,
      lateCheckOut: true,
      earlyCheckInFeeCents: 4000,
      lateCheckOutFeeCents: 4000,
      minStayDuration: 3,
    },
    houseRules: [
      rule.noSmoking,
      rule.quietHours,
      rule.noParties,
      rule.noPets,
      rule.maxOccupancy(12),
      rule.hotTub,
    ],
    reviews: [
      {
        authorName: "Sophie V.",
        rating: 5,
        comment:
          "We were eleven for my father's seventieth and nobody wanted to leave. Breakfast facing that window is something else.",
        stayedOn: "2025-05-09",
      },
      {
        authorName: "Thomas D.",
        rating: 5,
        comment:
          "Spotless, warm and the sauna after a wet day of kayaking was perfect. The walk into Durbuy is easy, the way back uphill less so!",
        stayedOn: "2025-08-15",
      },
      {
        authorName: "Anke J.",
        rating: 4,
        comment:
          "Beautiful house with a great kitchen. The driveway is tricky in the dark, so arrive before nightfall if you can.",
        stayedOn: "2025-10-27",
      },
      {
        authorName: "Olivier B.",
        rating: 5,
        comment:
          "Third time here with the same group of friends. The hot tub under the stars in February is the reason we keep coming back.",
        stayedOn: "2026-02-13",
      },
      {
        authorName: "Hannah K.",
        rating: 5,
        comment:
          "Lots of space for three families and the children loved the table tennis. Very responsive hosts.",
        stayedOn: "2026-07-03",
      },
    ],
  },
  {
    key: "la-roche-ourthe-cabin",
    name: "Cabin on the Ourthe Bend",
    description: [
      "A log cabin on the last bend of the Ourthe before La Roche, with the river at the bottom of the meadow and the forest straight behind. Mornings start with coffee on the porch, often with herons for company; evenings end by the wood stove.",
      "Inside there is one open living space with a small, well-equipped kitchen, a double bedroom and a little room with bunk beds, plus a shower room. It is simple rather than luxurious, but the beds are excellent and the stove heats the whole cabin in half an hour.",
      "The centre of La Roche, with its ruined castle, bakeries and kayak rental, is 2 km along the river path. Marked walks up to the viewpoints above the town start from the gate.",
    ].join("\n\n"),
    location: "La Roche-en-Ardenne, Luxembourg province, Belgium",
    type: "Cabin",
    latitude: 50.1834,
    longitude: 5.5756,
    maxGuests: 4,
    bedrooms: 2,
    bathrooms: 1,
    area: 64,
    pricePerNightCents: 14500,
    supplementPerPersonCents: 1000,
    touristTaxCents: 200,
    securityDepositCents: 30000,
    cleaningFeeCents: DEFAULT_CLEANING_FEE,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["Riverside", "Fireplace", "Couples", "Hiking"],
    checkInTime: "15:00",
    checkOutTime: "11:00",
    featuredRank: 2,
    images: [
      {
        kind: "exterior-cabin",
        description: "The log cabin with its porch and woodpile at the edge of the forest",
      },
      { kind: "river", description: "The Ourthe at the bottom of the meadow, seen from the cabin" },
      {
        kind: "living-room",
        description: "Living room with the wood stove lit and a window onto the trees",
      },
      { kind: "bedroom", description: "Double bedroom with linen bedding and a small window" },
      { kind: "kitchen", description: "Compact kitchen with an island and a view of the hillside" },
      { kind: "bathroom", description: "Shower room with a freestanding tub under the window" },
      {
        kind: "hills",
        description: "Forested hills above La Roche from the path behind the cabin",
      },
    ],
    amenities: [
      "Oven",
      "Coffee machine",
      "Fridge-freezer",
      "Toaster & kettle",
      "Walk-in shower",
      "Towels provided",
      "Barbecue",
      "Fire pit",
      "Board games",
      "Books and maps",
      "Bed linen provided",
      "Free parking on site",
      "Self check-in (key box)",
    ],
    features: [
      { name: "River view", highlighted: true },
      { name: "Fireplace", highlighted: true },
      { name: "Hiking from the door", highlighted: true },
      { name: "Forest view", highlighted: false },
      { name: "Wi-Fi", highlighted: false },
    ],
    policy: {
      earlyCheckIn: true,
      lateCheckOut: true,
      earlyCheckInFeeCents: null,
      lateCheckOutFeeCents: 2500,
      minStayDuration: 1,
    },
    houseRules: [rule.noSmoking, rule.quietHours, rule.stove, rule.noPets, rule.sortWaste],
    reviews: [
      {
        authorName: "Pieter V.",
        rating: 5,
        comment:
          "Exactly what we wanted: quiet, cosy and right on the river. We saw a kingfisher twice.",
        stayedOn: "2025-04-18",
      },
      {
        authorName: "Claire M.",
        rating: 4,
        comment:
          "Lovely cabin and a very warm stove. The bunk room is small, fine for kids but not for adults.",
        stayedOn: "2025-09-05",
      },
      {
        authorName: "Jan D.",
        rating: 5,
        comment:
          "Walked into La Roche along the river every day. Came home to a warm cabin and a glass of wine on the porch.",
        stayedOn: "2026-01-02",
      },
      {
        authorName: "Emma L.",
        rating: 5,
        comment:
          "Our second stay. Still the best-smelling cabin in the Ardennes, all woodsmoke and pine.",
        stayedOn: "2026-06-12",
      },
    ],
  },
  {
    key: "bouillon-castle-apartment",
    name: "Castle View Apartment on the Semois",
    description: [
      "A bright second-floor apartment on the quay in Bouillon, looking across the Semois to the castle of Godfrey of Bouillon on its rock. At night the castle is lit and the river reflects it right under your windows.",
      "Two bedrooms, one with a double bed and one with two singles, a bathroom with a tub, and an open kitchen and living room with the view. The building is old and the stairs are steep; there is no lift.",
      "Everything in town is on foot: the castle, the Archéoscope, bakeries and the riverside restaurants. The Semois is made for kayaking in summer, and the Tombeau du Géant viewpoint, a short drive away, is one of the classic views of the region.",
    ].join("\n\n"),
    location: "Bouillon, Luxembourg province, Belgium",
    type: "Apartment",
    latitude: 49.7936,
    longitude: 5.0679,
    maxGuests: 4,
    bedrooms: 2,
    bathrooms: 1,
    area: 78,
    pricePerNightCents: 12500,
    supplementPerPersonCents: null,
    touristTaxCents: 180,
    securityDepositCents: 25000,
    cleaningFeeCents: 5000,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["Castle view", "Town centre", "Semois", "Walkable"],
    checkInTime: "15:00",
    checkOutTime: "11:00",
    featuredRank: 4,
    images: [
      {
        kind: "exterior-apartment",
        description: "The row of townhouses on the quay, the apartment on the second floor",
      },
      { kind: "castle", description: "Bouillon castle on its rock above the Semois" },
      {
        kind: "living-room",
        description: "Living room with sofa, bookshelves and a window towards the castle",
      },
      { kind: "kitchen", description: "Open kitchen with an island and pendant lights" },
      { kind: "bedroom", description: "Double bedroom with bedside lamps and a framed print" },
      { kind: "bathroom", description: "Bathroom with a freestanding bathtub and wooden vanity" },
    ],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Microwave",
      "Fridge-freezer",
      "Bathtub",
      "Hair dryer",
      "Towels provided",
      "Smart TV",
      "Books and maps",
      "Central heating",
      "Bed linen provided",
      "Dedicated workspace",
    ],
    features: [
      { name: "River view", highlighted: true },
      { name: "Walk to the village", highlighted: true },
      { name: "Wi-Fi", highlighted: false },
    ],
    policy: {
      earlyCheckIn: false,
      lateCheckOut: true,
      earlyCheckInFeeCents: null,
      lateCheckOutFeeCents: 2000,
      minStayDuration: 1,
    },
    houseRules: [rule.noSmoking, rule.quietHours, rule.noParties, rule.maxOccupancy(4)],
    reviews: [
      {
        authorName: "Lukas B.",
        rating: 5,
        comment:
          "Waking up to the castle in the morning mist was magical. Great location for restaurants.",
        stayedOn: "2025-06-20",
      },
      {
        authorName: "Marie-Claire F.",
        rating: 4,
        comment:
          "Comfortable and well equipped. The stairs are steep with suitcases, as the listing says.",
        stayedOn: "2025-11-07",
      },
      {
        authorName: "Bram S.",
        rating: 5,
        comment:
          "Perfect base for a kayak weekend on the Semois. We parked once and walked everywhere.",
        stayedOn: "2026-08-21",
      },
    ],
  },
  {
    key: "spa-maison-du-parc",
    name: "Maison du Parc",
    description: [
      "A handsome stone house from 1912 on a quiet street behind the Parc de Sept Heures in Spa, ten minutes on foot from the thermal baths and the Pouhon Pierre-le-Grand spring. The rooms are high and light, with parquet floors, a working fireplace and a walled garden at the back.",
      "Four bedrooms sleep eight: two doubles, a twin and a small double under the roof. There are two bathrooms, one with a bath. The kitchen opens onto the garden, where there is a big table for summer evenings.",
      "Spa-Francorchamps is 15 minutes by car, which makes the house popular on Grand Prix weekends; book early. The funicular up to Thermes de Spa, the lakes of Warfaaz and the Hautes Fagnes plateau are all close.",
    ].join("\n\n"),
    location: "Spa, Liège province, Belgium",
    type: "House",
    latitude: 50.4924,
    longitude: 5.8651,
    maxGuests: 8,
    bedrooms: 4,
    bathrooms: 2,
    area: 175,
    pricePerNightCents: 26500,
    supplementPerPersonCents: 1500,
    touristTaxCents: 300,
    securityDepositCents: 50000,
    cleaningFeeCents: DEFAULT_CLEANING_FEE,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["Thermal town", "Family friendly", "Garden", "Spa-Francorchamps"],
    checkInTime: "15:00",
    checkOutTime: "11:00",
    featuredRank: 5,
    images: [
      { kind: "exterior-house", description: "The stone house with its shutters and front garden" },
      {
        kind: "living-room",
        description: "Living room with a wood stove and tall window onto the garden",
      },
      { kind: "dining-room", description: "Dining room with a long oak table set for dinner" },
      {
        kind: "kitchen",
        description: "Kitchen with wall cupboards, tiled splashback and an island",
      },
      { kind: "bedroom", description: "Double bedroom with a view of the wooded hills above Spa" },
      { kind: "bedroom-twin", description: "Twin bedroom with two single beds" },
      { kind: "bathroom", description: "Bathroom with bathtub, mirror and a plant by the window" },
    ],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Microwave",
      "Fridge-freezer",
      "Toaster & kettle",
      "Bathtub",
      "Walk-in shower",
      "Hair dryer",
      "Towels provided",
      "Washing machine",
      "Barbecue",
      "Outdoor dining area",
      "Smart TV",
      "Board games",
      "Central heating",
      "Bed linen provided",
      "Baby cot",
      "High chair",
      "Toys and children's books",
      "Private entrance",
    ],
    features: [
      { name: "Private garden", highlighted: true },
      { name: "Walk to the village", highlighted: true },
      { name: "EV charger", highlighted: true },
      { name: "Fireplace", highlighted: false },
      { name: "Wi-Fi", highlighted: false },
    ],
    policy: {
      earlyCheckIn: true,
      lateCheckOut: true,
      earlyCheckInFeeCents: 3000,
      lateCheckOutFeeCents: 3000,
      minStayDuration: 1,
    },
    houseRules: [
      rule.noSmoking,
      rule.quietHours,
      rule.noParties,
      rule.maxOccupancy(8),
      rule.sortWaste,
    ],
    reviews: [
      {
        authorName: "Julien R.",
        rating: 5,
        comment:
          "Stayed for the Grand Prix. Easy drive to the circuit and a calm house to come back to.",
        stayedOn: "2025-07-25",
      },
      {
        authorName: "Ines G.",
        rating: 4,
        comment:
          "Lovely old house with character. Some windows rattle in the wind, but the beds were very comfortable.",
        stayedOn: "2025-12-19",
      },
      {
        authorName: "Mark T.",
        rating: 5,
        comment:
          "Three generations under one roof and still room for everyone. The garden table was the heart of the week.",
        stayedOn: "2026-04-03",
      },
      {
        authorName: "Lotte H.",
        rating: 5,
        comment:
          "Walked to the thermal baths every morning. Charming, clean and very well located.",
        stayedOn: "2026-09-11",
      },
    ],
  },
  {
    key: "stavelot-abbey-townhouse",
    name: "Abbey Quarter Townhouse",
    description: [
      "A narrow eighteenth-century townhouse two streets from the abbey of Stavelot, restored with lime plaster, oak floors and a wood stove in the old hearth. From the back windows you look over slate roofs to the wooded slopes of the Amblève valley.",
      "Three bedrooms over three floors, two bathrooms and a kitchen-diner that opens onto a small courtyard. The stairs are steep and winding, as they are in most houses of this age.",
      "The circuit of Spa-Francorchamps is 9 km away and the Amblève valley is fine cycling country. The abbey museum, the Laetare carnival in spring and a handful of good restaurants are all within five minutes' walk.",
    ].join("\n\n"),
    location: "Stavelot, Liège province, Belgium",
    type: "House",
    latitude: 50.3947,
    longitude: 5.931,
    maxGuests: 6,
    bedrooms: 3,
    bathrooms: 2,
    area: 140,
    pricePerNightCents: 19000,
    supplementPerPersonCents: 1200,
    touristTaxCents: 200,
    securityDepositCents: 40000,
    cleaningFeeCents: DEFAULT_CLEANING_FEE,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["Historic centre", "Spa-Francorchamps", "Cyclists welcome"],
    checkInTime: "15:00",
    checkOutTime: "11:00",
    featuredRank: null,
    images: [
      { kind: "exterior-house", description: "The restored stone townhouse with painted shutters" },
      {
        kind: "living-room",
        description: "Living room with the wood stove in the old hearth and a full bookshelf",
      },
      {
        kind: "kitchen",
        description: "Kitchen-diner with an island and a window towards the courtyard",
      },
      { kind: "bedroom", description: "Top-floor double bedroom under the beams" },
      { kind: "bedroom-twin", description: "Twin bedroom with a framed print of the valley" },
      { kind: "river", description: "The Amblève just outside Stavelot" },
    ],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Fridge-freezer",
      "Toaster & kettle",
      "Walk-in shower",
      "Hair dryer",
      "Towels provided",
      "Washing machine",
      "Bicycles",
      "Smart TV",
      "Books and maps",
      "Central heating",
      "Bed linen provided",
      "Private entrance",
    ],
    features: [
      { name: "Walk to the village", highlighted: true },
      { name: "Fireplace", highlighted: true },
      { name: "Wi-Fi", highlighted: false },
      { name: "Pet friendly", highlighted: false },
    ],
    policy: {
      earlyCheckIn: false,
      lateCheckOut: false,
      earlyCheckInFeeCents: null,
      lateCheckOutFeeCents: null,
      minStayDuration: 1,
    },
    houseRules: [
      rule.noSmoking,
      rule.quietHours,
      rule.petsAllowed("One well-behaved dog, to add when you book (see Extras). Not on the beds."),
      rule.stove,
    ],
    reviews: [
      {
        authorName: "Koen P.",
        rating: 4,
        comment:
          "Great base for cycling in the Amblève valley. Mind your head on the top-floor beams.",
        stayedOn: "2025-05-30",
      },
      {
        authorName: "Sarah W.",
        rating: 5,
        comment: "Full of character and very comfortable. Our dog was made very welcome.",
        stayedOn: "2025-10-10",
      },
      {
        authorName: "Nadia E.",
        rating: 3,
        comment:
          "Beautiful house, but the street is noisy on Saturday night and the stairs were hard for my mother.",
        stayedOn: "2026-03-20",
      },
    ],
  },
  {
    key: "houffalize-forest-cabin",
    name: "Forest Edge Cabin",
    description: [
      "A small wooden cabin for two at the end of a gravel track above Houffalize, where the meadows stop and the spruce forest begins. No neighbours in sight, deer at dusk, and a sky full of stars when it is clear.",
      "One room with a double bed, a wood stove and a simple kitchenette, plus a shower room. It is compact and basic, and that is the point. Mobile reception is patchy; there is no television.",
      "Houffalize is the mountain-biking capital of the Ardennes, and the trails start at the cabin. The Ourthe orientale runs through the village below, where you will find a bakery, a supermarket and two cafés.",
    ].join("\n\n"),
    location: "Houffalize, Luxembourg province, Belgium",
    type: "Cabin",
    latitude: 50.1327,
    longitude: 5.7897,
    maxGuests: 2,
    bedrooms: 1,
    bathrooms: 1,
    area: 36,
    pricePerNightCents: 9500,
    supplementPerPersonCents: null,
    touristTaxCents: null,
    securityDepositCents: 15000,
    cleaningFeeCents: 4000,
    serviceFeeCents: 3000,
    tags: ["Couples", "Pet friendly", "Mountain biking", "Secluded"],
    checkInTime: "16:00",
    checkOutTime: "10:00",
    featuredRank: null,
    images: [
      {
        kind: "exterior-cabin",
        description: "The small wooden cabin at the edge of the spruce forest",
      },
      { kind: "hills", description: "View over the hills of the Ourthe orientale from the cabin" },
      { kind: "living-room", description: "The cabin's single room with its wood stove and sofa" },
      { kind: "bedroom", description: "Double bed with a window onto the forest" },
    ],
    amenities: ["Coffee machine", "Walk-in shower", "Fire pit", "Free parking on site"],
    features: [
      { name: "Pet friendly", highlighted: true },
      { name: "Forest view", highlighted: true },
      { name: "Fireplace", highlighted: false },
    ],
    policy: {
      earlyCheckIn: true,
      lateCheckOut: true,
      earlyCheckInFeeCents: null,
      lateCheckOutFeeCents: null,
      minStayDuration: 1,
    },
    houseRules: [
      rule.petsAllowed(
        "Dogs are welcome: add them when you book (see Extras). Please keep them on a lead in the forest.",
      ),
      rule.noSmoking,
      rule.stove,
    ],
    reviews: [
      {
        authorName: "Tom H.",
        rating: 5,
        comment: "Two days of biking, evenings by the stove. No signal, and we did not miss it.",
        stayedOn: "2025-09-19",
      },
      {
        authorName: "Eline V.",
        rating: 4,
        comment: "Very simple but spotless. The track up is bumpy; a low car will scrape.",
        stayedOn: "2026-02-27",
      },
      {
        authorName: "Rafael M.",
        rating: 5,
        comment: "Our dog's favourite holiday. We saw deer from the bed at dawn.",
        stayedOn: "2026-05-15",
      },
    ],
  },
  {
    key: "vielsalm-lakeside-villa",
    name: "Villa du Lac des Doyards",
    description: [
      "A large, modern villa in the woods above the Lac des Doyards near Vielsalm, built for big gatherings: fourteen guests, seven bedrooms and five bathrooms, with an indoor pool, a sauna and a games room in the lower floor.",
      "The ground floor is one long open room with the kitchen, a dining table for sixteen and a lounge around a big wood stove, all opening onto a deck with a hot tub and a view over the treetops to the lake. Upstairs, every bedroom has its own washbasin and most have their own shower room.",
      "A footpath goes all the way round the lake, an easy stroll before breakfast. The Baraque de Fraiture ski slope, the Salm valley and the forests around Grand-Halleux are all within twenty minutes. Stays are for four nights or more.",
    ].join("\n\n"),
    location: "Vielsalm, Luxembourg province, Belgium",
    type: "Villa",
    latitude: 50.2898,
    longitude: 5.9176,
    maxGuests: 14,
    bedrooms: 7,
    bathrooms: 5,
    area: 420,
    pricePerNightCents: 65000,
    supplementPerPersonCents: null,
    touristTaxCents: 250,
    securityDepositCents: 100000,
    cleaningFeeCents: 25000,
    serviceFeeCents: 7500,
    tags: ["Large groups", "Indoor pool", "Sauna", "Game room", "Lake"],
    checkInTime: "15:00",
    checkOutTime: "11:00",
    featuredRank: 3,
    images: [
      {
        kind: "exterior-villa",
        description: "The villa among the trees, its glass ground floor opening onto the deck",
      },
      { kind: "terrace", description: "Deck with the hot tub and a view over the treetops" },
      {
        kind: "living-room",
        description: "Lounge with wood stove and sofas under the beamed ceiling",
      },
      { kind: "dining-room", description: "Dining table for sixteen under pendant lights" },
      { kind: "kitchen", description: "Open kitchen with a long island and bar stools" },
      { kind: "bedroom", description: "Double bedroom with a window onto the forest" },
      {
        kind: "bedroom-twin",
        description: "One of the twin bedrooms, with a shared bedside table",
      },
      { kind: "sauna", description: "Sauna with cedar benches next to the indoor pool" },
      { kind: "hills", description: "The wooded hills of the Salm valley around the lake" },
    ],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Microwave",
      "Fridge-freezer",
      "Toaster & kettle",
      "Bathtub",
      "Walk-in shower",
      "Hair dryer",
      "Towels provided",
      "Washing machine",
      "Barbecue",
      "Outdoor dining area",
      "Sun loungers",
      "Smart TV",
      "Board games",
      "Bluetooth speaker",
      "Table tennis",
      "Central heating",
      "Bed linen provided",
      "Baby cot",
      "High chair",
      "Outdoor play area",
      "Free parking on site",
      "Private garage",
    ],
    features: [
      { name: "Indoor pool", highlighted: true },
      { name: "Sauna", highlighted: true },
      { name: "Game room", highlighted: true },
      { name: "Hot tub", highlighted: false },
      { name: "Wi-Fi", highlighted: false },
      { name: "EV charger", highlighted: false },
      { name: "Forest view", highlighted: false },
    ],
    policy: {
      earlyCheckIn: true,
      lateCheckOut: true,
      earlyCheckInFeeCents: 5000,
      lateCheckOutFeeCents: 5000,
      minStayDuration: 4,
    },
    houseRules: [
      rule.noSmoking,
      rule.quietHours,
      rule.noParties,
      rule.maxOccupancy(14),
      rule.sortWaste,
      rule.hotTub,
    ],
    reviews: [
      {
        authorName: "Wim D.",
        rating: 5,
        comment:
          "Company weekend for fourteen. The pool and games room kept everyone busy and the kitchen coped with it all.",
        stayedOn: "2025-03-14",
      },
      {
        authorName: "Charlotte N.",
        rating: 5,
        comment:
          "Huge, warm and immaculate. The walk round the lake before breakfast was the highlight.",
        stayedOn: "2025-06-27",
      },
      {
        authorName: "Geert L.",
        rating: 4,
        comment:
          "Fantastic house. The pool is lovely but on the cool side; bring the children's wetsuits.",
        stayedOn: "2025-08-08",
      },
      {
        authorName: "Amélie C.",
        rating: 5,
        comment:
          "We celebrated New Year here with three families. Plenty of bathrooms, which made all the difference.",
        stayedOn: "2025-12-29",
      },
      {
        authorName: "Jonas F.",
        rating: 4,
        comment:
          "Great for a big group. The last kilometre is a forest road, slow going in the snow.",
        stayedOn: "2026-01-16",
      },
      {
        authorName: "Eva S.",
        rating: 5,
        comment:
          "Everything was thought of, down to the board games and the baby gate. We have already booked again.",
        stayedOn: "2026-10-02",
      },
    ],
  },
  {
    key: "malmedy-old-town-apartment",
    name: "Old Town Apartment, Malmedy",
    description: [
      "A one-bedroom apartment above a bakery on a pedestrian street in the old centre of Malmedy, a minute from the cathedral square. The smell of fresh bread in the morning comes free of charge.",
      "A double bedroom, a living room with a sofa bed for a third guest, a galley kitchen and a shower room. Everything has been renovated recently, with good beds and a fast connection for those who need to work.",
      "The Hautes Fagnes nature reserve, with its boardwalks over the peat bogs, is fifteen minutes' drive up the hill, and Spa-Francorchamps ten. In late winter, Malmedy's Cwarmê carnival fills the streets below.",
    ].join("\n\n"),
    location: "Malmedy, Liège province, Belgium",
    type: "Apartment",
    latitude: 50.4264,
    longitude: 6.0277,
    maxGuests: 3,
    bedrooms: 1,
    bathrooms: 1,
    area: 55,
    pricePerNightCents: 10500,
    supplementPerPersonCents: 1000,
    touristTaxCents: 150,
    securityDepositCents: 20000,
    cleaningFeeCents: DEFAULT_CLEANING_FEE,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["Town centre", "Hautes Fagnes", "Spa-Francorchamps"],
    checkInTime: "15:00",
    checkOutTime: "11:00",
    featuredRank: null,
    images: [
      {
        kind: "exterior-apartment",
        description: "The pedestrian street in Malmedy's old town, the apartment above the bakery",
      },
      {
        kind: "living-room",
        description: "Living room with sofa bed, bookshelf and a small wood stove",
      },
      { kind: "kitchen", description: "Galley kitchen with a breakfast bar" },
      {
        kind: "bedroom",
        description: "Double bedroom with fresh linen and a window onto the hills",
      },
      { kind: "bathroom", description: "Renovated bathroom with a wooden vanity" },
    ],
    amenities: [
      "Oven",
      "Coffee machine",
      "Microwave",
      "Fridge-freezer",
      "Toaster & kettle",
      "Walk-in shower",
      "Hair dryer",
      "Towels provided",
      "Smart TV",
      "Central heating",
      "Bed linen provided",
      "Dedicated workspace",
      "Self check-in (key box)",
    ],
    features: [
      { name: "Wi-Fi", highlighted: true },
      { name: "Walk to the village", highlighted: true },
      { name: "Hiking from the door", highlighted: false },
    ],
    policy: null,
    houseRules: [rule.noSmoking, rule.quietHours, rule.noPets, rule.arrival],
    reviews: [
      {
        authorName: "Pauline D.",
        rating: 4,
        comment:
          "Cosy and central. The bakery downstairs opens at six, which we decided was a feature.",
        stayedOn: "2025-11-21",
      },
      {
        authorName: "Stefan K.",
        rating: 5,
        comment:
          "Perfect for a weekend walking in the Hautes Fagnes. Quick Wi-Fi and a very good bed.",
        stayedOn: "2026-04-24",
      },
      {
        authorName: "Ruth A.",
        rating: 4,
        comment: "Nice apartment. Parking in the centre is a hunt; use the car park by the river.",
        stayedOn: "2026-08-07",
      },
    ],
  },
  {
    key: "rochefort-old-bakery",
    name: "Le Vieux Fournil",
    description: [
      "The village bakery of a hamlet outside Rochefort, in use until the 1960s and now a family house. The old bread oven is still in the kitchen wall, next to a new wood stove, and the stone barn at the back has become a big living room opening onto an orchard.",
      "Three bedrooms sleep six, with two bathrooms. New to our collection this season: photos are on their way, and the first guests will find everything freshly done.",
      "Rochefort's Trappist brewery cannot be visited, but its beer is on every café menu in town. The caves of Han and of Lorette, the Lesse valley and the castle of Lavaux-Sainte-Anne are all within fifteen minutes.",
    ].join("\n\n"),
    location: "Rochefort, Namur province, Belgium",
    type: "House",
    latitude: 50.1626,
    longitude: 5.2216,
    maxGuests: 6,
    bedrooms: 3,
    bathrooms: 2,
    area: 150,
    pricePerNightCents: 17500,
    supplementPerPersonCents: 1500,
    touristTaxCents: 200,
    securityDepositCents: 40000,
    cleaningFeeCents: DEFAULT_CLEANING_FEE,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["New", "Village house", "Caves", "Garden"],
    checkInTime: "16:00",
    checkOutTime: "10:00",
    featuredRank: null,
    images: [],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Fridge-freezer",
      "Bathtub",
      "Walk-in shower",
      "Towels provided",
      "Washing machine",
      "Barbecue",
      "Outdoor dining area",
      "Board games",
      "Central heating",
      "Bed linen provided",
      "Free parking on site",
    ],
    features: [
      { name: "Fireplace", highlighted: true },
      { name: "Private garden", highlighted: true },
      { name: "Wi-Fi", highlighted: false },
      { name: "Pet friendly", highlighted: false },
    ],
    policy: {
      earlyCheckIn: false,
      lateCheckOut: true,
      earlyCheckInFeeCents: null,
      lateCheckOutFeeCents: 2500,
      minStayDuration: 1,
    },
    houseRules: [
      rule.noSmoking,
      rule.petsAllowed("Dogs welcome, €10 per stay. The orchard is fenced."),
      rule.gate,
      rule.sortWaste,
    ],
    reviews: [],
  },
  {
    key: "vresse-tobacco-barn",
    name: "The Tobacco Barn",
    description: [
      "Tobacco was grown and dried along the Semois for two hundred years, in tall timber barns like this one on the edge of Vresse. Ours has been converted into a warm, rustic cabin for five, keeping the old beams and the slatted walls that let the air through the leaves.",
      "Downstairs is a single big room with a kitchen, a long table and a wood stove; upstairs, under the roof, a double bedroom and a twin room share a shower room. Outside, a cedar hot tub sits on the deck facing the river meadows.",
      "The Semois is at the bottom of the garden: rent a kayak in the village and paddle down to Bohan, or walk one of the marked loops up to the viewpoints above the river. The village cafés and the tobacco museum are five minutes on foot.",
    ].join("\n\n"),
    location: "Vresse-sur-Semois, Namur province, Belgium",
    type: "Cabin",
    latitude: 49.8711,
    longitude: 4.9303,
    maxGuests: 5,
    bedrooms: 2,
    bathrooms: 1,
    area: 90,
    pricePerNightCents: 16000,
    supplementPerPersonCents: 1200,
    touristTaxCents: null,
    securityDepositCents: 30000,
    cleaningFeeCents: DEFAULT_CLEANING_FEE,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["Semois", "Kayaking", "Hot tub", "Family friendly"],
    checkInTime: "15:00",
    checkOutTime: "11:00",
    featuredRank: 6,
    images: [
      {
        kind: "exterior-cabin",
        description: "The converted timber barn with its porch and stacked logs",
      },
      { kind: "river", description: "The Semois meadows at the bottom of the garden" },
      { kind: "living-room", description: "The big downstairs room with the wood stove and sofa" },
      { kind: "bedroom", description: "Double bedroom under the roof" },
      { kind: "bedroom-twin", description: "Twin room with two single beds" },
      { kind: "kitchen", description: "Kitchen with an island and bar stools" },
      { kind: "terrace", description: "Cedar hot tub on the deck, facing the valley" },
    ],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Fridge-freezer",
      "Toaster & kettle",
      "Walk-in shower",
      "Towels provided",
      "Barbecue",
      "Outdoor dining area",
      "Fire pit",
      "Board games",
      "Books and maps",
      "Bed linen provided",
      "Baby cot",
      "Toys and children's books",
      "Free parking on site",
    ],
    features: [
      { name: "Hot tub", highlighted: true },
      { name: "River view", highlighted: true },
      { name: "Fireplace", highlighted: false },
      { name: "Wi-Fi", highlighted: false },
      { name: "Pet friendly", highlighted: false },
    ],
    policy: {
      earlyCheckIn: true,
      lateCheckOut: false,
      earlyCheckInFeeCents: 2500,
      lateCheckOutFeeCents: null,
      minStayDuration: 1,
    },
    houseRules: [
      rule.noSmoking,
      rule.quietHours,
      rule.petsAllowed(
        "Dogs welcome: add them when you book (see Extras). Not in the hot tub, however much they insist.",
      ),
      rule.hotTub,
      rule.shoes,
    ],
    reviews: [
      {
        authorName: "Lien B.",
        rating: 5,
        comment:
          "Kayaked to Bohan, soaked in the hot tub, slept like logs. The barn is full of charm.",
        stayedOn: "2025-07-11",
      },
      {
        authorName: "Frederik O.",
        rating: 4,
        comment:
          "Great place for a family. The upstairs gets warm on summer nights; there are fans.",
        stayedOn: "2025-08-22",
      },
      {
        authorName: "Camille P.",
        rating: 5,
        comment: "Autumn colours on the Semois and a fire every evening. We will be back.",
        stayedOn: "2025-10-24",
      },
      {
        authorName: "Daan V.",
        rating: 5,
        comment: "The hosts left us homemade jam and a map of their favourite walks. Lovely touch.",
        stayedOn: "2026-05-01",
      },
    ],
  },
  {
    key: "han-lesse-apartment",
    name: "Lesse Valley Apartment",
    description: [
      "A ground-floor apartment in a converted farmhouse in Han-sur-Lesse, with its own entrance and a small garden at the back. It is a two-minute walk from the tram that takes you to the entrance of the Caves of Han.",
      "Two bedrooms, a double and a twin, a bathroom with a bath, and a kitchen-living room with doors onto the garden. Families are well looked after, with a cot, a high chair and a box of toys.",
      "Besides the caves and the wildlife park, the Lesse is gentle enough for a first kayak trip, and the short climb to the viewpoints above the village is well worth it. Rochefort is five minutes by car.",
    ].join("\n\n"),
    location: "Han-sur-Lesse, Namur province, Belgium",
    type: "Apartment",
    latitude: null,
    longitude: null,
    maxGuests: 4,
    bedrooms: 2,
    bathrooms: 1,
    area: 70,
    pricePerNightCents: 11500,
    supplementPerPersonCents: null,
    touristTaxCents: 180,
    securityDepositCents: 25000,
    cleaningFeeCents: 5000,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["Caves of Han", "Family friendly", "Walkable"],
    checkInTime: "15:00",
    checkOutTime: "11:00",
    featuredRank: null,
    images: [
      { kind: "exterior-apartment", description: "The village street in Han-sur-Lesse" },
      {
        kind: "living-room",
        description: "Kitchen-living room with sofa and a glass door onto the garden",
      },
      { kind: "kitchen", description: "Kitchen with a breakfast island" },
      { kind: "bedroom-twin", description: "Twin bedroom for the children" },
      { kind: "bathroom", description: "Bathroom with a bath and a wooden vanity" },
    ],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Microwave",
      "Fridge-freezer",
      "Bathtub",
      "Towels provided",
      "Washing machine",
      "Outdoor dining area",
      "Smart TV",
      "Central heating",
      "Bed linen provided",
      "Baby cot",
      "High chair",
      "Toys and children's books",
      "Private entrance",
    ],
    features: [
      { name: "Wi-Fi", highlighted: true },
      { name: "Walk to the village", highlighted: true },
      { name: "Private garden", highlighted: false },
    ],
    policy: {
      earlyCheckIn: true,
      lateCheckOut: false,
      earlyCheckInFeeCents: 2000,
      lateCheckOutFeeCents: null,
      minStayDuration: 1,
    },
    houseRules: [
      rule.noSmoking,
      rule.quietHours,
      rule.noPets,
      rule.maxOccupancy(4),
      rule.sortWaste,
    ],
    reviews: [
      {
        authorName: "Sanne J.",
        rating: 5,
        comment:
          "Ideal with small children: the caves on foot and a garden to run around in afterwards.",
        stayedOn: "2025-04-04",
      },
      {
        authorName: "Michel T.",
        rating: 4,
        comment:
          "Clean and practical. The village is busy with day visitors, but quiet again by six.",
        stayedOn: "2026-07-17",
      },
    ],
  },
  {
    key: "coo-waterfall-villa",
    name: "Villa Cascade",
    description: [
      "A 1930s villa on the hillside above the waterfall of Coo, renovated with big windows, a bright open kitchen and a terrace with a hot tub looking across the Amblève valley. On a quiet evening you can hear the cascade from the garden.",
      "Five bedrooms sleep ten, with three bathrooms. The lower floor has a snug with a wood stove and a games corner; the garden has a barbecue, a fire pit and room for a game of football.",
      "Spa-Francorchamps is 8 km away, and on race weekends you will hear that too. The Amblève is popular for kayaking between Coo and Trois-Ponts, and the Ninglinspo, perhaps the prettiest stream walk in Belgium, is twenty minutes away.",
    ].join("\n\n"),
    location: "Coo, Stavelot, Liège province, Belgium",
    type: "Villa",
    latitude: 50.3911,
    longitude: 5.8783,
    maxGuests: 10,
    bedrooms: 5,
    bathrooms: 3,
    area: 260,
    pricePerNightCents: 43000,
    supplementPerPersonCents: 2000,
    touristTaxCents: 250,
    securityDepositCents: 60000,
    cleaningFeeCents: DEFAULT_CLEANING_FEE,
    serviceFeeCents: DEFAULT_SERVICE_FEE,
    tags: ["Amblève", "Spa-Francorchamps", "Hot tub", "Groups"],
    checkInTime: "16:00",
    checkOutTime: "10:00",
    featuredRank: null,
    images: [
      {
        kind: "exterior-villa",
        description: "The renovated villa and its terrace on the hillside above Coo",
      },
      { kind: "terrace", description: "Hot tub on the terrace, looking across the Amblève valley" },
      { kind: "living-room", description: "Snug with a wood stove and a well-stocked bookshelf" },
      {
        kind: "kitchen",
        description: "Bright open kitchen with an island and three pendant lights",
      },
      { kind: "dining-room", description: "Dining table for ten between two windows" },
      { kind: "bedroom", description: "Double bedroom with bedside lamps and a view of the hills" },
      { kind: "bathroom", description: "Bathroom with a freestanding tub under the window" },
      { kind: "river", description: "The Amblève below the villa" },
    ],
    amenities: [
      "Oven",
      "Dishwasher",
      "Coffee machine",
      "Microwave",
      "Fridge-freezer",
      "Toaster & kettle",
      "Bathtub",
      "Walk-in shower",
      "Hair dryer",
      "Towels provided",
      "Washing machine",
      "Barbecue",
      "Fire pit",
      "Outdoor dining area",
      "Smart TV",
      "Board games",
      "Bluetooth speaker",
      "Central heating",
      "Bed linen provided",
      "Blackout curtains",
      "Free parking on site",
    ],
    features: [
      { name: "Hot tub", highlighted: true },
      { name: "River view", highlighted: true },
      { name: "Fireplace", highlighted: false },
      { name: "Wi-Fi", highlighted: false },
      { name: "EV charger", highlighted: false },
      { name: "Private garden", highlighted: false },
    ],
    policy: {
      earlyCheckIn: false,
      lateCheckOut: false,
      earlyCheckInFeeCents: null,
      lateCheckOutFeeCents: null,
      minStayDuration: 1,
    },
    houseRules: [
      rule.noSmoking,
      rule.quietHours,
      rule.noParties,
      rule.noPets,
      rule.maxOccupancy(10),
      rule.hotTub,
    ],
    reviews: [
      {
        authorName: "Arne W.",
        rating: 5,
        comment:
          "Stunning views from the hot tub. Ten of us for the Grand Prix and it never felt crowded.",
        stayedOn: "2025-07-26",
      },
      {
        authorName: "Julie H.",
        rating: 4,
        comment:
          "Great villa and garden. Coo itself is very touristy in summer, but the house is above all that.",
        stayedOn: "2025-08-29",
      },
      {
        authorName: "Ben R.",
        rating: 5,
        comment: "The Ninglinspo walk, then the hot tub, then a barbecue. Perfect weekend.",
        stayedOn: "2026-06-05",
      },
    ],
  },
];
