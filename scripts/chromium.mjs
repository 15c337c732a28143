/**
 * Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium. When it is missing and we are root with apt-get, installs
 * Debian's `chromium` package; otherwise stops with how to install it. Nothing
 * here downloads a browser build of its own (no `playwright install`): this
 * machine's network reaches only the package registries.
 *
 *   node scripts/chromium.mjs          ensure Chromium, print its path
 *   node scripts/chromium.mjs --check  ensure it and open a data: URL headless
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a closed network: without the background-networking ones Chromium keeps dialling Google. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HOW_TO_INSTALL =
  'Install Debian\'s Chromium with `sudo apt-get install chromium` (it lands at /usr/bin/chromium), ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome binary.';

export class ChromiumMissingError extends Error {
  constructor(detail) {
    super(`Chromium not found: ${detail}\n${HOW_TO_INSTALL}`);
    this.name = 'ChromiumMissingError';
  }
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The configured or Debian Chromium if it is there, else null. CHROMIUM_PATH wins and is never second-guessed. */
export function findChromium(env = process.env) {
  const wanted = env.CHROMIUM_PATH?.trim();
  if (wanted) {
    if (!isExecutable(wanted)) throw new ChromiumMissingError(`CHROMIUM_PATH=${wanted} is not an executable file.`);
    return wanted;
  }
  return isExecutable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

function canAptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get');
}

function aptInstallChromium(log) {
  log('Chromium is missing: installing Debian\'s chromium package (apt-get update && apt-get install -y chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    // stdout would end up inside a test reporter's output; keep apt's progress on stderr.
    const res = spawnSync('apt-get', args, { stdio: ['ignore', process.stderr, process.stderr], env });
    if (res.status !== 0) {
      throw new ChromiumMissingError(`\`apt-get ${args.join(' ')}\` failed (exit ${res.status ?? res.signal}).`);
    }
  }
}

/** The Chromium executable path, installing Debian's package first when we may. */
export function ensureChromium({ log = (m) => console.error(m) } = {}) {
  const found = findChromium();
  if (found) return found;
  if (!canAptInstall()) {
    throw new ChromiumMissingError(`no ${DEBIAN_CHROMIUM} and CHROMIUM_PATH is not set (not root with apt-get, so not installing it).`);
  }
  aptInstallChromium(log);
  const installed = findChromium();
  if (!installed) throw new ChromiumMissingError(`apt-get finished but ${DEBIAN_CHROMIUM} is still missing.`);
  return installed;
}

/** Launch headless Chromium with playwright-core. */
export async function launchChromium({ executablePath = ensureChromium(), ...options } = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, ...options });
}

async function main() {
  const executablePath = ensureChromium();
  console.log(executablePath);
  if (!process.argv.includes('--check')) return;
  const browser = await launchChromium({ executablePath });
  try {
    const page = await browser.newPage();
    await page.goto('data:text/html,<title>ok</title><button>Click</button>');
    await page.getByRole('button', { name: 'Click' }).click();
    console.log(`Chromium ${browser.version()} works: opened "${await page.title()}".`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
