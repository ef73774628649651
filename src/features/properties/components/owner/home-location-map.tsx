"use client";

import "leaflet/dist/leaflet.css";
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from "leaflet";
import { useMemo } from "react";
import { MapContainer, Marker, TileLayer, useMapEvents } from "react-leaflet";

export interface HomeLocationMapProps {
  latitude: number | null;
  longitude: number | null;
  tileUrl: string;
  onPick: (latitude: number, longitude: number) => void;
}

/** The Ardennes, where the homes are, when a home has no coordinates yet. */
const ARDENNES: [number, number] = [50.25, 5.6];

// The same inline pin as a home's public map: Leaflet's marker PNGs are not bundled.
const pinIcon = divIcon({
  className: "property-map-pin",
  html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 48" width="36" height="48" aria-hidden="true" focusable="false"><path d="M18 1.5C8.9 1.5 1.5 8.8 1.5 17.8 1.5 30 18 46.5 18 46.5S34.5 30 34.5 17.8C34.5 8.8 27.1 1.5 18 1.5Z" fill="#254f3c" stroke="#ffffff" stroke-width="2"/><circle cx="18" cy="18" r="6.5" fill="#f2ebe0"/></svg>`,
  iconSize: [36, 48],
  iconAnchor: [18, 47],
});

/** Six decimals: about ten centimetres, more than a map click can mean. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPick({ onPick }: { onPick: HomeLocationMapProps["onPick"] }) {
  useMapEvents({
    click(event: LeafletMouseEvent) {
      onPick(rounded(event.latlng.lat), rounded(event.latlng.lng));
    },
  });
  return null;
}

/** A click on the map or a drag of the pin sets the home's coordinates. */
export function HomeLocationMap({ latitude, longitude, tileUrl, onPick }: HomeLocationMapProps) {
  const placed = latitude !== null && longitude !== null;
  const position: [number, number] = placed ? [latitude, longitude] : ARDENNES;
  const handlers = useMemo(
    () => ({
      dragend(event: { target: LeafletMarker }) {
        const { lat, lng } = event.target.getLatLng();
        onPick(rounded(lat), rounded(lng));
      },
    }),
    [onPick],
  );
  return (
    <MapContainer
      center={position}
      zoom={placed ? 13 : 9}
      scrollWheelZoom={false}
      className="h-full w-full"
    >
      <TileLayer
        url={tileUrl}
        tileSize={256}
        maxZoom={18}
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
      />
      <ClickToPick onPick={onPick} />
      {placed ? (
        <Marker
          position={position}
          icon={pinIcon}
          draggable
          keyboard={false}
          eventHandlers={handlers}
        />
      ) : null}
    </MapContainer>
  );
}
