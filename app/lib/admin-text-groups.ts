/**
 * Interface text groups only the admin screens use. They travel in a file of their own
 * (`/texts/admin-<lang>.<hash>.json`), fetched when an admin screen opens, so shoppers never
 * download them: they are about half of all interface texts.
 */
export const adminTextGroups: readonly string[] = [
  "admin",
  "adminCatalogue",
  "adminHome",
  "adminGuides",
  "adminAccounts",
  "adminPromos",
  "adminRisk",
  "adminSubscribers",
  "adminCustomers",
  "adminPartners",
];
