import {chromiumArgs, chromiumPath} from '../../tests/helpers/chromium';
import {startExampleServer} from '../../tests/helpers/processes';
import fs from 'node:fs';
async function main() {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startExampleServer('scripts/serve.ts', {}, ['--import', 'tsx']);
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs]});
  try {
    for (const route of process.argv.slice(2)) {
      const run = await lighthouse(server.url + route, {port: chrome.port, output: 'json', logLevel: 'error'});
      const lhr: any = run!.lhr;
      fs.writeFileSync('/tmp/lhx/' + route.replace(/\W+/g, '_') + '.json', JSON.stringify(lhr));
      console.log(route, Math.round(lhr.categories.performance.score * 100), 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue));
      console.log('  LCP', lhr.audits['largest-contentful-paint'].numericValue, 'FCP', lhr.audits['first-contentful-paint'].numericValue, JSON.stringify(lhr.audits['largest-contentful-paint-element'].details).slice(0, 600));
      for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
        console.log(' ', id, lhr.audits[id].displayValue ?? '');
        for (const item of (lhr.audits[id].details?.items ?? []).slice(0, 8)) console.log('    ', JSON.stringify(item).slice(0, 200));
      }
    }
  } finally { chrome.kill(); await server.stop(); }
}
main();
