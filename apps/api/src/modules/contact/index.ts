// The public face of the contact area (the contact page's form, mailed to the support team). The app
// layer imports contact.graphql.ts for its mutation; no other area needs anything of it.
export {};
