/**
 * Makes the demo videos the seed stores for clips and lessons: short H.264 MP4s recorded from a
 * canvas by Chromium's own MediaRecorder, with a JPEG thumbnail each. They are committed (about
 * 1 MB together), so a seed needs neither a browser nor a download; rerun this script only to
 * change them: `node --import tsx scripts/makeDemoClips.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const OUT = new URL('../packages/server/src/areas/clips/demo/', import.meta.url);

/** File name, headline, subline, hue: one per demo clip. */
const CLIPS = [
  ['kaltakquise-einstieg', 'Der erste Satz', 'Kaltakquise in 20 Sekunden', 212],
  ['einwaende', 'Einwände drehen', '"Kein Interesse" ist kein Nein', 14],
  ['linkedin-profil', 'LinkedIn-Profil', 'Drei Dinge, die Entscheider sehen', 200],
  ['follow-up', 'Follow-up', 'Nach 3 Tagen, nicht nach 3 Wochen', 150],
  ['crm-pflege', 'CRM in 5 Minuten', 'Jeder Anruf ein Eintrag', 272],
  ['abschluss', 'Der Abschluss', 'Nächsten Schritt fest vereinbaren', 36],
] as const;

const SECONDS = 8;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  // tsx compiles with keepNames: the evaluated function calls its `__name` helper.
  await page.evaluate('globalThis.__name = (fn) => fn');
  await mkdir(OUT, { recursive: true });
  for (const [name, title, subtitle, hue] of CLIPS) {
    const result = await page.evaluate(
      async ({ title, subtitle, hue, seconds }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 360;
        const g = canvas.getContext('2d');
        if (!g) throw new Error('no 2d context');
        const started = performance.now();
        const draw = () => {
          const t = (performance.now() - started) / 1000;
          const gradient = g.createLinearGradient(0, 0, 640, 360);
          gradient.addColorStop(0, `hsl(${hue} 55% 22%)`);
          gradient.addColorStop(1, `hsl(${hue + 30} 60% 38%)`);
          g.fillStyle = gradient;
          g.fillRect(0, 0, 640, 360);
          g.fillStyle = 'rgba(255,255,255,0.12)';
          g.beginPath();
          g.arc(520 - t * 30, 90 + Math.sin(t) * 20, 70, 0, Math.PI * 2);
          g.fill();
          g.fillStyle = '#fff';
          g.font = '600 40px sans-serif';
          g.fillText(title, 40, 170);
          g.font = '24px sans-serif';
          g.fillText(subtitle, 40, 215);
          g.fillStyle = 'rgba(255,255,255,0.85)';
          g.fillRect(40, 300, (560 * Math.min(t, seconds)) / seconds, 6);
          g.font = '18px monospace';
          g.fillText(`0:0${Math.floor(Math.min(t, seconds - 0.01))}`, 560, 335);
        };
        draw();
        const thumbnail = canvas.toDataURL('image/jpeg', 0.8);
        const recorder = new MediaRecorder(canvas.captureStream(24), {
          mimeType: 'video/mp4;codecs=avc1',
          videoBitsPerSecond: 250_000,
        });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const timer = setInterval(draw, 1000 / 24);
        recorder.start();
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        recorder.stop();
        await new Promise((resolve) => (recorder.onstop = resolve));
        clearInterval(timer);
        const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return { video: btoa(binary), thumbnail: thumbnail.slice(thumbnail.indexOf(',') + 1) };
      },
      { title, subtitle, hue, seconds: SECONDS },
    );
    await writeFile(new URL(`${name}.mp4`, OUT), Buffer.from(result.video, 'base64'));
    await writeFile(new URL(`${name}.jpg`, OUT), Buffer.from(result.thumbnail, 'base64'));
    console.log(`${name}: ${Math.round(Buffer.from(result.video, 'base64').length / 1024)} KB`);
  }
} finally {
  await browser.close();
}
