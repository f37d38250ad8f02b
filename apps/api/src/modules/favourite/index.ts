// The public face of the favourite area: the one file other areas and the app layer import.
// No other area needs anything of it yet; what one comes to need is exported here, by name.
export {};
