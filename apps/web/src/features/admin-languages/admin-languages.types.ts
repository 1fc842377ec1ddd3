export interface AdminLanguage {
  id: number;
  code: string;
  name: string;
  rtl: boolean;
  enabled: boolean;
  is_default: boolean;
  missing: number;
}

export interface AdminLanguageString {
  key: string;
  english: string;
  value: string;
  missing: boolean;
}

export interface AdminLanguageStrings {
  language: Omit<AdminLanguage, 'is_default' | 'missing'>;
  missing: number;
  strings: AdminLanguageString[];
}
