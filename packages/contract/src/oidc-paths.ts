// The console page that takes Blade's one-time code from the provider sign-in's callback: the token request's
// redirect_uri names it. Its own module (exported as @blade/contract/oidc-paths) so the console imports the text
// without the contract's schemas.
export const OIDC_LANDING_PATH = '/login/oidc';
