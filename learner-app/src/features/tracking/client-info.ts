/**
 * The heartbeat's `clientInfo` (spec §3): where the page came from and when it
 * opened, the page, the browser, the screen, document and window sizes, and
 * the (empty) location fields. Nothing secret: cookies are reported only as
 * enabled or not, never their content, and storage is not read.
 */

export interface ClientInfo {
  readonly referrer: string;
  /** When the app was opened (ISO 8601). */
  readonly timeOpened: string;
  /** `Date#getTimezoneOffset()`: minutes from local time to UTC. */
  readonly timezoneOffset: number;
  /** The page: path and query under /pc. */
  readonly page: string;
  readonly historyLength: number;
  readonly browserName: string;
  readonly browserEngine: string;
  readonly browserVersion: string;
  readonly userAgent: string;
  readonly browserLanguage: string;
  readonly browserOnline: boolean;
  readonly browserPlatform: string;
  readonly javaEnabled: boolean;
  readonly cookiesEnabled: boolean;
  readonly screenWidth: number;
  readonly screenHeight: number;
  readonly documentWidth: number;
  readonly documentHeight: number;
  readonly windowWidth: number;
  readonly windowHeight: number;
  readonly colorDepth: number;
  readonly pixelDepth: number;
  /** Location fields: always empty, the app never asks for the position. */
  readonly latitude: '';
  readonly longitude: '';
  readonly accuracy: '';
  readonly altitude: '';
  readonly altitudeAccuracy: '';
  readonly heading: '';
  readonly speed: '';
  /** When this heartbeat was made (ms since the epoch). */
  readonly timestamp: number;
}

export interface BrowserIdentity {
  readonly name: string;
  readonly engine: string;
  readonly version: string;
}

const BROWSERS: readonly { readonly name: string; readonly engine: string; readonly pattern: RegExp }[] = [
  { name: 'Edge', engine: 'Blink', pattern: /Edg(?:e|A|iOS)?\/([\d.]+)/ },
  { name: 'Opera', engine: 'Blink', pattern: /OPR\/([\d.]+)/ },
  { name: 'Samsung Internet', engine: 'Blink', pattern: /SamsungBrowser\/([\d.]+)/ },
  { name: 'Chrome', engine: 'Blink', pattern: /(?:Chrome|CriOS)\/([\d.]+)/ },
  { name: 'Firefox', engine: 'Gecko', pattern: /(?:Firefox|FxiOS)\/([\d.]+)/ },
  { name: 'Safari', engine: 'WebKit', pattern: /Version\/([\d.]+).*Safari\// },
];

/** Browser name, engine and version read from the user agent. */
export function identifyBrowser(userAgent: string): BrowserIdentity {
  for (const browser of BROWSERS) {
    const match = browser.pattern.exec(userAgent);
    if (match?.[1]) return { name: browser.name, engine: browser.engine, version: match[1] };
  }
  if (/AppleWebKit\//.test(userAgent)) return { name: 'unknown', engine: 'WebKit', version: '' };
  if (/Gecko\//.test(userAgent)) return { name: 'unknown', engine: 'Gecko', version: '' };
  return { name: 'unknown', engine: 'unknown', version: '' };
}

export interface ClientInfoInput {
  readonly window: Window;
  /** When the app was opened (ms since the epoch). */
  readonly openedAt: number;
  /** Now (ms since the epoch). */
  readonly now: number;
}

export function collectClientInfo({ window: win, openedAt, now }: ClientInfoInput): ClientInfo {
  const { navigator: nav, screen, document: doc } = win;
  const browser = identifyBrowser(nav.userAgent);
  const javaEnabled = (nav as Navigator & { javaEnabled?: () => boolean }).javaEnabled;
  return {
    referrer: doc.referrer,
    timeOpened: new Date(openedAt).toISOString(),
    timezoneOffset: new Date(now).getTimezoneOffset(),
    page: `${win.location.pathname}${win.location.search}`,
    historyLength: win.history.length,
    browserName: browser.name,
    browserEngine: browser.engine,
    browserVersion: browser.version,
    userAgent: nav.userAgent,
    browserLanguage: nav.language,
    browserOnline: nav.onLine,
    browserPlatform: nav.platform,
    javaEnabled: typeof javaEnabled === 'function' ? javaEnabled.call(nav) : false,
    cookiesEnabled: nav.cookieEnabled,
    screenWidth: screen.width,
    screenHeight: screen.height,
    documentWidth: doc.documentElement.scrollWidth,
    documentHeight: doc.documentElement.scrollHeight,
    windowWidth: win.innerWidth,
    windowHeight: win.innerHeight,
    colorDepth: screen.colorDepth,
    pixelDepth: screen.pixelDepth,
    latitude: '',
    longitude: '',
    accuracy: '',
    altitude: '',
    altitudeAccuracy: '',
    heading: '',
    speed: '',
    timestamp: now,
  };
}
