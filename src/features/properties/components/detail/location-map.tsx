"use client";

import "leaflet/dist/leaflet.css";
import { divIcon } from "leaflet";
import { useState } from "react";
import { MapContainer, Marker, TileLayer } from "react-leaflet";

export interface LocationMapProps {
  propertyName: string;
  /** "OpenStreetMap contributors" in the page's language. */
  attribution: string;
  latitude: number;
  longitude: number;
  tileUrl: string;
}

const ZOOM = 13;

// An inline SVG pin: Leaflet's default marker PNGs are not bundled and would 404.
const pinIcon = divIcon({
  className: "property-map-pin",
  html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 48" width="36" height="48" aria-hidden="true" focusable="false"><path d="M18 1.5C8.9 1.5 1.5 8.8 1.5 17.8 1.5 30 18 46.5 18 46.5S34.5 30 34.5 17.8C34.5 8.8 27.1 1.5 18 1.5Z" fill="#254f3c" stroke="#ffffff" stroke-width="2"/><circle cx="18" cy="18" r="6.5" fill="#f2ebe0"/></svg>`,
  iconSize: [36, 48],
  iconAnchor: [18, 47],
});

export function LocationMap({
  propertyName,
  attribution,
  latitude,
  longitude,
  tileUrl,
}: LocationMapProps) {
  const [animate] = useState(() => !window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={ZOOM}
      scrollWheelZoom={false}
      zoomAnimation={animate}
      fadeAnimation={animate}
      markerZoomAnimation={animate}
      className="h-full w-full"
    >
      <TileLayer
        url={tileUrl}
        tileSize={256}
        maxZoom={18}
        attribution={`&copy; <a href="https://www.openstreetmap.org/copyright">${attribution}</a>`}
      />
      <Marker
        position={[latitude, longitude]}
        icon={pinIcon}
        title={propertyName}
        keyboard={false}
      />
    </MapContainer>
  );
}
