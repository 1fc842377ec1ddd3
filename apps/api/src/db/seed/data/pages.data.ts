/** Operator pages (sanitised HTML: p, h2, ul/li, strong, a). */

export const ABOUT_US_HTML = [
  '<p>This site is a demonstration of <strong>Domus</strong>, an open-source real-estate listing marketplace. It is run by the Domus Realty demo team to show what the software does: the company, the people, the listings and the prices you see here are sample data, not real offers.</p>',
  '<h2>Who runs this site</h2>',
  '<p>Domus Realty is the operator of this demo. The operator reviews listings before they go live, checks agent verification requests, answers reports and sets the rules below. Anyone can run their own marketplace with the same software under its open-source licence; they then become the operator of their site.</p>',
  '<h2>What you can do here</h2>',
  '<ul><li>Search homes, offices, shops and land for sale or rent by city, budget, category and nearby places</li><li>Browse new projects from developers</li><li>Chat with owners and agents without sharing your phone number</li><li>Save favourites and get suggestions that match your interests</li><li>Estimate monthly payments with the mortgage calculator</li><li>Post your own listings once you have an account</li></ul>',
  '<h2>Contact</h2>',
  '<p>Questions about this site: write to <a href="mailto:hello@domus.example">hello@domus.example</a> or use the contact page. Questions about the software: see its public source repository.</p>',
].join('');

export const TERMS_HTML = [
  '<p>These terms apply to everyone who uses this site, its apps and its API. By creating an account or posting a listing you agree to them. This is a demonstration site: do not rely on it for a real purchase or rental.</p>',
  '<h2>1. Accounts</h2>',
  '<p>Give accurate details and keep your sign-in private. You are responsible for what is done with your account. The operator may suspend an account that breaks these terms or puts other people at risk.</p>',
  '<h2>2. Accurate listings</h2>',
  '<ul><li>List only property you own or are authorised to market.</li><li>Keep the price, rent period, size, location, photos and description true and up to date.</li><li>Mark a property as sold or rented as soon as it is no longer available.</li><li>Publish one listing per property; do not repost the same property to push it up the results.</li></ul>',
  '<h2>3. Prohibited content</h2>',
  '<p>Do not post content that is false or misleading, that you have no right to use (such as other people’s photos), that discriminates against anyone, that is offensive, or that asks for payment outside a written agreement. Spam, scams and attempts to collect other members’ personal data are not allowed.</p>',
  '<h2>4. Moderation</h2>',
  '<p>The operator reviews listings and projects before publication and may reject, hide or remove any content that breaks these terms, telling the owner why. Members can report a listing; reports are read by the operator, and the person reported is not told who reported them.</p>',
  '<h2>5. Packages</h2>',
  '<p>Paid packages start when the payment is confirmed and run for the period shown on the plans page. Card details are handled by the payment provider and never stored on this site.</p>',
  '<h2>6. Liability</h2>',
  '<p>This site is a marketplace: any sale or rental is agreed between the people involved, not with the operator. Visit a property and check its documents before paying anything. As far as the law allows, the operator is not liable for losses arising from dealings between users or from content that users publish.</p>',
  '<h2>7. Changes</h2>',
  '<p>The operator may update these terms and will announce important changes on the site before they take effect.</p>',
].join('');

export const PRIVACY_HTML = [
  '<p>This policy explains what personal data this site keeps, why, and what you can do about it. The site is run by Domus Realty, the operator named on the about page.</p>',
  '<h2>What we collect</h2>',
  '<ul><li><strong>Account data</strong>: your name, email address, phone number, profile photo and address, and how you sign in.</li><li><strong>Listings</strong>: the properties and projects you publish, with their photos and documents.</li><li><strong>Messages</strong>: your chats with other members, kept so they can be delivered and so reports can be checked.</li><li><strong>Activity</strong>: favourites, reports, saved interests and, if you allow it, your approximate location to show nearby listings.</li><li><strong>Payments</strong>: the package, the amount and the payment provider’s reference. Card details stay with the provider.</li></ul>',
  '<h2>How we use it</h2>',
  '<p>Only to run the service: your account, your listings, chats and notifications, moderation and fraud prevention. We do not sell personal data and we do not show third-party advertising.</p>',
  '<h2>Who can see what</h2>',
  '<p>Your name and your published listings are public. Your email address and phone number are shown to signed-in members only. Who saved or reported a listing is never shown to its owner.</p>',
  '<h2>Cookies</h2>',
  '<p>We set one cookie: a session cookie that keeps you signed in. It holds a random token, is not readable by scripts, and is removed when you sign out. We use no tracking or advertising cookies.</p>',
  '<h2>Your choices</h2>',
  '<p>You can edit your profile at any time, turn notifications off, and delete your account from your profile; your listings and chats are deleted with it.</p>',
  '<h2>Contact</h2>',
  '<p>For any question about your data, write to <a href="mailto:privacy@domus.example">privacy@domus.example</a>.</p>',
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
