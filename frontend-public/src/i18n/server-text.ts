// The API's refusals in the site's language (docs/decisions.md#server-texts-are-translated-by-the-site).
import { currentLanguage, loadAllMessages, t, type MessageId } from './i18n';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * `message`, a text the API answered (always English: the specification's words), in the active
 * language. `server-texts.json` names, for each English text the API can answer the customer
 * site, the message that says it in every language. An English page, a text the table does not
 * know and a failed download keep the server's own words. The table and the language's other
 * messages are downloaded only when a refusal arrives, so the home page's bundle carries neither.
 */
export async function inSiteLanguage(message: string): Promise<string> {
  if (currentLanguage() === DEFAULT_LANGUAGE) return message;
  try {
    const ids = (await import('./server-texts.json')).default as Record<string, MessageId>;
    if (!Object.hasOwn(ids, message)) return message;
    await loadAllMessages();
    return t(ids[message]);
  } catch {
    return message;
  }
}
