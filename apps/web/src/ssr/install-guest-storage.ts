import { installGuestStorage } from '../shared/ssr/guest-storage';

// Imported first by the server entry: modules read the session as they load.
installGuestStorage();
