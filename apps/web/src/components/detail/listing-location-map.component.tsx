import { ListingMap } from '@/components/map/listing-map.component';
import type { WebSettings } from '@/lib/api-types';
import { hasCoordinates } from './detail.util';

// The listing on the shared map (Leaflet, fetched only when the box nears the viewport).

export function ListingLocationMap({
  listing,
  settings,
  label,
}: {
  listing: { id: number; title: string; latitude: number | null; longitude: number | null };
  settings: WebSettings | null;
  label: string;
}) {
  const coords = { latitude: listing.latitude, longitude: listing.longitude };
  if (!hasCoordinates(coords)) return null;
  return (
    <ListingMap
      markers={[
        { id: listing.id, latitude: coords.latitude, longitude: coords.longitude, title: listing.title },
      ]}
      center={coords}
      zoom={15}
      tileUrl={settings?.map_tile_url}
      attribution={settings?.map_tile_attribution}
      label={label}
      height={320}
    />
  );
}
