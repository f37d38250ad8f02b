/** Text made safe to write into HTML, in an element or an attribute (mails, the SPA's pages, dev pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
