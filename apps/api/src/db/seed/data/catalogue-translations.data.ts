/**
 * Category and parameter names in the demo's other languages (French, Arabic), keyed by category
 * slug and parameter key. English is the name itself; a name missing here stays English.
 */
type Names = Readonly<Record<string, { fr: string; ar: string }>>;

export const CATEGORY_NAMES: Names = {
  apartment: { fr: 'Appartement', ar: 'شقة' },
  villa: { fr: 'Villa', ar: 'فيلا' },
  house: { fr: 'Maison', ar: 'منزل' },
  penthouse: { fr: 'Penthouse', ar: 'بنتهاوس' },
  studio: { fr: 'Studio', ar: 'استوديو' },
  townhouse: { fr: 'Maison de ville', ar: 'تاون هاوس' },
  duplex: { fr: 'Duplex', ar: 'دوبلكس' },
  office: { fr: 'Bureau', ar: 'مكتب' },
  shop: { fr: 'Commerce', ar: 'محل تجاري' },
  warehouse: { fr: 'Entrepôt', ar: 'مستودع' },
  'plot-land': { fr: 'Terrain', ar: 'أرض' },
  farmhouse: { fr: 'Ferme', ar: 'مزرعة' },
};

export const PARAMETER_NAMES: Names = {
  bedrooms: { fr: 'Chambres', ar: 'غرف النوم' },
  bathrooms: { fr: 'Salles de bain', ar: 'الحمامات' },
  area: { fr: 'Surface (pi²)', ar: 'المساحة (قدم²)' },
  furnishing: { fr: 'Ameublement', ar: 'التأثيث' },
  floor: { fr: 'Étage', ar: 'الطابق' },
  total_floors: { fr: "Nombre d'étages", ar: 'عدد الطوابق' },
  parking: { fr: 'Parking', ar: 'موقف سيارات' },
  facing: { fr: 'Orientation', ar: 'الواجهة' },
  balconies: { fr: 'Balcons', ar: 'الشرفات' },
  amenities: { fr: 'Équipements', ar: 'المرافق' },
  plot_area: { fr: 'Surface du terrain (pi²)', ar: 'مساحة الأرض (قدم²)' },
  ceiling_height: { fr: 'Hauteur sous plafond (pi)', ar: 'ارتفاع السقف (قدم)' },
  loading_docks: { fr: 'Quais de chargement', ar: 'أرصفة التحميل' },
  road_width: { fr: 'Largeur de la voie (pi)', ar: 'عرض الطريق (قدم)' },
  boundary_wall: { fr: "Mur d'enceinte", ar: 'سور خارجي' },
  property_age: { fr: 'Âge du bien', ar: 'عمر العقار' },
  washrooms: { fr: 'Toilettes', ar: 'دورات المياه' },
  water_supply: { fr: 'Alimentation en eau', ar: 'مصدر المياه' },
  pet_friendly: { fr: 'Animaux acceptés', ar: 'يسمح بالحيوانات الأليفة' },
};

/** The translations column value for one name: `{"fr": {<field>: …}, "ar": {<field>: …}}`. */
export function translationsJson(names: { fr: string; ar: string } | undefined, field: string): string {
  if (!names) return '{}';
  return JSON.stringify({ fr: { [field]: names.fr }, ar: { [field]: names.ar } });
}
