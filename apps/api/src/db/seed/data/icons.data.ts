/**
 * Line icons (24×24, stroked) drawn for the demo catalogue: categories, outdoor facilities and
 * parameters. Stored as small `.svg` files so the web shows them sharp at any size.
 */
export const ICON_BODIES: Record<string, string> = {
  // categories
  apartment:
    '<rect x="5" y="3" width="14" height="18" rx="1"/><path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M11 21v-3h2v3"/>',
  villa: '<path d="M2 11l10-7 10 7"/><path d="M4 10v10h16V10"/><path d="M10 20v-5h4v5M7 13h1M16 13h1"/>',
  house: '<path d="M3 11l9-8 9 8"/><path d="M5 9.5V21h14V9.5"/><path d="M10 21v-6h4v6"/>',
  penthouse: '<path d="M6 8h12v13H6z"/><path d="M4 8l2-4h12l2 4"/><path d="M9 11h2M13 11h2M9 15h2M13 15h2"/>',
  studio: '<rect x="4" y="4" width="16" height="16" rx="2"/><path d="M7 15h10M7 15v-3h4v3M17 15v2M7 15v2"/>',
  townhouse: '<path d="M2 21V10l4-4 4 4v11M10 21V10l4-4 4 4v11M18 21V11l2-2 2 2v10M2 21h20"/>',
  office: '<rect x="4" y="2" width="16" height="20" rx="1"/><path d="M8 6h8M8 10h8M8 14h8M10 22v-4h4v4"/>',
  shop: '<path d="M3 9l2-5h14l2 5"/><path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0"/><path d="M5 12v9h14v-9M10 21v-5h4v5"/>',
  warehouse: '<path d="M2 21V8l10-5 10 5v13"/><path d="M6 21v-9h12v9M6 15h12M6 18h12"/>',
  plot: '<path d="M3 20l4-12h10l4 12z"/><path d="M12 8V3l4 2-4 2"/>',
  farmhouse: '<path d="M3 21V11l6-5 6 5v10"/><path d="M15 21V9h4l2 3v9"/><path d="M7 21v-5h4v5M2 21h20"/>',
  duplex: '<path d="M2 21V9l5-5 5 5 5-5 5 5v12"/><path d="M12 9v12M5 21v-5h3v5M16 21v-5h3v5"/>',
  // outdoor facilities
  school: '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6"/>',
  hospital: '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M12 7v10M7 12h10"/>',
  metro:
    '<rect x="5" y="3" width="14" height="14" rx="3"/><path d="M5 11h14M8 21l2-4M16 21l-2-4"/><circle cx="9" cy="14" r="0.8"/><circle cx="15" cy="14" r="0.8"/>',
  bus: '<rect x="4" y="3" width="16" height="15" rx="2"/><path d="M4 11h16M8 21v-3M16 21v-3M8 7h8"/>',
  airport:
    '<path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"/>',
  mall: '<path d="M6 7h12l1 14H5z"/><path d="M9 10V6a3 3 0 0 1 6 0v4"/>',
  park: '<path d="M12 22v-6"/><path d="M12 16c-4 0-6-2.5-6-5.5S8.5 4 12 2c3.5 2 6 5.5 6 8.5S16 16 12 16z"/><path d="M4 22h16"/>',
  beach:
    '<path d="M2 20c2 1 4 1 6 0s4-1 6 0 4 1 6 0"/><path d="M12 16L8 5"/><path d="M3 8c3-4 9-5 13-2-4-1-8 0-13 2z"/>',
  gym: '<path d="M6 7v10M18 7v10M3 9v6M21 9v6M6 12h12"/>',
  bank: '<path d="M3 10l9-6 9 6"/><path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18"/>',
  pharmacy:
    '<rect x="3" y="8" width="18" height="8" rx="4" transform="rotate(-45 12 12)"/><path d="M9.2 9.2l5.6 5.6"/>',
  restaurant: '<path d="M7 2v9M4 2v5a3 3 0 0 0 6 0V2M7 11v11"/><path d="M17 22V2c-2 1-3 4-3 7v4h3"/>',
  supermarket:
    '<circle cx="9" cy="20" r="1.5"/><circle cx="17" cy="20" r="1.5"/><path d="M2 3h3l2.5 12h11l2-8H6"/>',
  railway:
    '<rect x="6" y="2" width="12" height="14" rx="3"/><path d="M6 10h12M8 16l-2 6M16 16l2 6M7 19h10"/>',
  worship: '<path d="M12 2v4M10 4h4"/><path d="M6 22V12l6-5 6 5v10"/><path d="M10 22v-5h4v5M3 22h18"/>',
  // parameters
  bed: '<path d="M3 18V7M3 14h18v4M21 14v-3a2 2 0 0 0-2-2h-8v5"/><circle cx="7" cy="11" r="2"/>',
  bath: '<path d="M4 12h16v3a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z"/><path d="M6 12V5a2 2 0 0 1 4 0M7 20l-1 2M17 20l1 2"/>',
  area: '<rect x="3" y="3" width="18" height="18"/><path d="M7 17L17 7M7 7v3M7 7h3M17 17h-3M17 17v-3"/>',
  sofa: '<path d="M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3"/><path d="M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2z"/><path d="M5 18v2M19 18v2"/>',
  stairs: '<path d="M4 20h4v-4h4v-4h4V8h4"/>',
  floors: '<rect x="6" y="3" width="12" height="18"/><path d="M6 8h12M6 13h12M6 18h12"/>',
  parking: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M9 17V7h4a3 3 0 0 1 0 6H9"/>',
  compass: '<circle cx="12" cy="12" r="9"/><path d="M15.5 8.5l-2 5-5 2 2-5z"/>',
  balcony: '<path d="M3 12h18M5 12v8M9 12v8M13 12v8M17 12v8M3 20h18"/><path d="M7 12V4h10v8"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  map: '<path d="M3 7l6-3 6 3 6-3v13l-6 3-6-3-6 3z"/><path d="M9 4v13M15 7v13"/>',
  height: '<path d="M12 3v18M8 7l4-4 4 4M8 17l4 4 4-4M3 3h18M3 21h18"/>',
  truck:
    '<path d="M1 7h13v10H1zM14 10h4l3 3v4h-7"/><circle cx="5" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  road: '<path d="M5 21L9 3M19 21L15 3M12 6v2M12 11v2M12 16v2"/>',
  wall: '<path d="M2 8h20v12H2zM2 14h20M8 8v6M16 8v6M5 14v6M12 14v6M19 14v6"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  washroom:
    '<circle cx="7" cy="5" r="2"/><circle cx="17" cy="5" r="2"/><path d="M5 22v-6H4l1-7h4l1 7H9v6M17 9v13M15 9h4v6h-4z"/>',
  water: '<path d="M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z"/>',
  paw: '<circle cx="7" cy="8" r="2"/><circle cx="12" cy="6" r="2"/><circle cx="17" cy="8" r="2"/><path d="M12 11c-3 0-6 4-6 7 0 2 2 3 3.5 2.5S11 20 12 20s1.5.5 2.5.5S18 20 18 18c0-3-3-7-6-7z"/>',
  // article badges
  key: '<circle cx="8" cy="15" r="4"/><path d="M11 12l9-9M16 7l3 3M14 9l2 2"/>',
  calculator:
    '<rect x="5" y="2" width="14" height="20" rx="2"/><path d="M8 6h8v4H8zM8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01"/>',
  document: '<path d="M6 2h9l5 5v15H6z"/><path d="M14 2v6h6M9 13h8M9 17h8"/>',
  chart: '<path d="M3 3v18h18"/><path d="M7 15l4-4 3 3 5-6"/>',
  pin: '<path d="M12 22s7-7 7-12a7 7 0 0 0-14 0c0 5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>',
  handshake: '<path d="M2 12l4-4 4 2 4-2 4 2 4 2M6 8l6 6 2-2 2 2 2-2"/><path d="M2 12l6 6 2-1"/>',
};

export function iconSvg(name: string, color: string): string {
  const body = ICON_BODIES[name];
  if (!body) throw new Error(`Unknown demo icon: ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}
