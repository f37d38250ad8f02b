/**
 * The spec's texts the whole site may show before any page has loaded (error pages, the maintenance and
 * idle notices, the generic failure, signing out, favourites): part of MESSAGES, apart so the web's start
 * chunk carries them without the rest.
 */
export const SITE_MESSAGES = {
  fallback: "Uh oh, there's something bad happened",
  maintenanceTitle: "We're Undergoing Maintenance",
  maintenanceBody:
    'Most functions may not work properly right now. The information pages linked in the footer are still available.',
  idleTitle: 'Your session is not active',
  idleBody: "You haven't done anything for a while. Please refresh the page to restore your session.",
  error500: 'Something Went Wrong. We are working on fixing the problem. Please try again later',
  error502: 'Maintenance: Currently we are under maintenance',
  error404: "You're playing too far...",
  loggingOut: 'Logging you out...',
  tooManyFavourites: 'You can keep at most 100 favourites',
  favouriteAdded: 'Added to your favourites',
  favouriteRemoved: 'Removed from your favourites',
} as const;
