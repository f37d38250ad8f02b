/** The redirect area's public face: the page outside services send people back to. */
