/** Operator pages (sanitised HTML of contract §1.9: p, h2, ul/li, strong, a). */

export const ABOUT_US_HTML = [
  '<p><strong>Domus Realty</strong> runs an open marketplace where people buy, sell and rent homes, offices, shops and land directly from owners and from verified agents.</p>',
  '<h2>What we believe</h2>',
  '<p>Finding a home should not depend on who you know. Every listing on Domus is reviewed before it goes live, every agent badge is checked against a real licence, and everyone can compare prices, photos and neighbourhood facilities in one place.</p>',
  '<h2>What you can do here</h2>',
  '<ul><li>Search properties and new projects by city, budget, type and nearby facilities</li><li>Chat with owners and agents without sharing your phone number</li><li>Save favourites and get recommendations that match your interests</li><li>Work out your monthly payment with the mortgage calculator</li><li>List your own property and reach serious buyers and tenants</li></ul>',
  '<h2>Open source</h2>',
  '<p>The software behind Domus is open source. Agencies, developers and communities can run their own marketplace with it and help us improve it.</p>',
].join('');

export const TERMS_HTML = [
  '<p>These terms apply to everyone who uses the Domus website, apps and API. By creating an account or posting a listing you accept them.</p>',
  '<h2>1. Accounts</h2>',
  '<p>You must give accurate details and keep your password safe. You are responsible for everything done with your account. We may suspend accounts that break these terms or put other users at risk.</p>',
  '<h2>2. Listings</h2>',
  '<ul><li>Only list properties you own or are authorised to market.</li><li>Photos, prices, areas and locations must be accurate and current.</li><li>Mark a property as sold or rented as soon as it is no longer available.</li><li>Do not put phone numbers, emails or links in titles, descriptions or photos.</li></ul>',
  '<p>We review listings before publication and may reject, edit the visibility of, or remove any listing that breaks these rules. Reasons for rejection are shown to the owner.</p>',
  '<h2>3. Packages and payments</h2>',
  '<p>Paid packages start when payment is confirmed and run for the period shown on the plans page. Units used for listings or promotions are not refunded. Payments are processed by third-party gateways; we never store your card details.</p>',
  '<h2>4. Conduct</h2>',
  '<p>Be respectful in chats. Harassment, spam, discrimination and attempts to collect money outside an agreed, written transaction are not allowed and lead to account suspension.</p>',
  '<h2>5. Liability</h2>',
  '<p>Domus is a marketplace: contracts for sale or rent are made between the parties. Always inspect a property and check its documents before paying. To the extent the law allows, we are not liable for losses arising from transactions between users.</p>',
  '<h2>6. Changes</h2>',
  '<p>We may update these terms. We will announce important changes in the app at least 14 days before they take effect.</p>',
].join('');

export const PRIVACY_HTML = [
  '<p>This policy explains what personal data Domus Realty collects, why, and the choices you have.</p>',
  '<h2>What we collect</h2>',
  '<ul><li><strong>Account data</strong>: name, email, phone number, profile photo and address.</li><li><strong>Listing data</strong>: the details and photos you publish.</li><li><strong>Usage data</strong>: pages viewed, searches and approximate location when you allow it.</li><li><strong>Messages</strong>: chats between you and other users, kept to deliver them and to handle reports.</li><li><strong>Payments</strong>: package, amount and the gateway reference; card data stays with the payment provider.</li></ul>',
  '<h2>How we use it</h2>',
  '<p>To run your account, show your listings, connect buyers and sellers, prevent fraud, send the notifications you asked for and improve the service. We do not sell personal data.</p>',
  '<h2>Who can see what</h2>',
  '<p>Your name and listings are public. Your email and phone number are shown only to signed-in members, and you can always use the built-in chat instead. Who saved or reported a listing is never shown to its owner.</p>',
  '<h2>Your rights</h2>',
  '<p>You can update your profile at any time, download or delete your account from the settings, and turn notifications off. Write to us at privacy@domus.example for any other request.</p>',
  '<h2>Cookies</h2>',
  '<p>We use cookies that are needed to keep you signed in and, with your consent, cookies that help us understand how the site is used.</p>',
].join('');

/** App-side strings per language (`languages.app_file`). */
export const APP_STRINGS: Record<string, Record<string, string>> = {
  en: {
    appName: 'Domus',
    home: 'Home',
    search: 'Search',
    favourites: 'Favourites',
    chat: 'Chat',
    profile: 'Profile',
    forSale: 'For sale',
    forRent: 'For rent',
    contactOwner: 'Contact owner',
    logout: 'Log out',
  },
  ar: {
    appName: 'دوموس',
    home: 'الرئيسية',
    search: 'بحث',
    favourites: 'المفضلة',
    chat: 'المحادثات',
    profile: 'الملف الشخصي',
    forSale: 'للبيع',
    forRent: 'للإيجار',
    contactOwner: 'تواصل مع المالك',
    logout: 'تسجيل الخروج',
  },
  fr: {
    appName: 'Domus',
    home: 'Accueil',
    search: 'Recherche',
    favourites: 'Favoris',
    chat: 'Messages',
    profile: 'Profil',
    forSale: 'À vendre',
    forRent: 'À louer',
    contactOwner: 'Contacter le propriétaire',
    logout: 'Se déconnecter',
  },
};

export const LANGUAGES = [
  { code: 'en', name: 'English', rtl: 0 },
  { code: 'ar', name: 'العربية', rtl: 1 },
  { code: 'fr', name: 'Français', rtl: 0 },
] as const;
