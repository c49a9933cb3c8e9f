// Security headers for the API and the console (helmet). The Content-Security-Policy is the console's actual needs:
// scripts only from our own origin (the Vite bundle and the API docs' start script are files, nothing inline),
// inline styles (MUI/emotion inject <style> elements at run time), images from anywhere a user may point an avatar,
// a page image or a rich-text notice at, frames to any http(s) page (menus of type iframe open `/myiframe/...`),
// and requests only to our own origin (CORS is off: no other origin may call the API from a browser).
import helmet from 'helmet';

export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'http:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // No upgrade-insecure-requests: self-hosters often serve plain http on a LAN address, where upgrading
        // every request to https would break the console.
      },
    },
    // HSTS over plain http is ignored by browsers, and over https it would pin a host the operator may not control.
    strictTransportSecurity: false,
  });
}
