import { readFile } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import { users } from '../../platform/identity/schema';
import type { SeedStep } from '../../platform/seed';
import { customerPrefix } from '../../platform/storage/fileStorage';
import { files } from '../../platform/storage/schema';
import { clips, clipViews } from './schema';
import { berlinDay } from '../../platform/berlin';

const DAY = 24 * 60 * 60 * 1000;

/** Fixed ids: the seed can run again, and lessons can show a demo clip by its id. */
export const DEMO_CLIP_IDS = {
  kaltakquiseEinstieg: '0c11a5e0-7d3b-4c8e-9f10-2a6b5c4d3e01',
  einwaende: '0c11a5e0-7d3b-4c8e-9f10-2a6b5c4d3e02',
  linkedinProfil: '0c11a5e0-7d3b-4c8e-9f10-2a6b5c4d3e03',
  followUp: '0c11a5e0-7d3b-4c8e-9f10-2a6b5c4d3e04',
  crmPflege: '0c11a5e0-7d3b-4c8e-9f10-2a6b5c4d3e05',
  abschluss: '0c11a5e0-7d3b-4c8e-9f10-2a6b5c4d3e06',
} as const;

type DemoClip = {
  id: string;
  /** The files in ./demo: `<name>.mp4` and its thumbnail `<name>.jpg`. */
  name: string;
  title: string;
  description: string;
  tags: string[];
  /** null: Sprint's own, for every company. */
  customerId: string | null;
  ownerEmail: string;
  createdDaysAgo: number;
};

export const DEMO_CLIPS: DemoClip[] = [
  {
    id: DEMO_CLIP_IDS.kaltakquiseEinstieg,
    name: 'kaltakquise-einstieg',
    title: 'Der erste Satz',
    description:
      'Die ersten 20 Sekunden entscheiden, ob jemand zuhört. So stellst du dich vor, nennst den Grund deines Anrufs und stellst eine offene Frage – ohne Floskeln.',
    tags: ['Kaltakquise'],
    customerId: null,
    ownerEmail: 'chef@sprint.local',
    createdDaysAgo: 34,
  },
  {
    id: DEMO_CLIP_IDS.einwaende,
    name: 'einwaende',
    title: 'Einwände drehen',
    description:
      '„Kein Interesse“ ist selten ein Nein. Drei Antworten auf die häufigsten Einwände am Telefon, die das Gespräch offen halten.',
    tags: ['Einwände', 'Kaltakquise'],
    customerId: null,
    ownerEmail: 'chef@sprint.local',
    createdDaysAgo: 27,
  },
  {
    id: DEMO_CLIP_IDS.linkedinProfil,
    name: 'linkedin-profil',
    title: 'LinkedIn-Profil',
    description:
      'Drei Dinge, die Entscheider auf deinem Profil zuerst sehen: Foto, Headline und Info-Text. So wirkt dein Profil wie ein Gesprächsangebot.',
    tags: ['LinkedIn'],
    customerId: null,
    ownerEmail: 'team@sprint.local',
    createdDaysAgo: 20,
  },
  {
    id: DEMO_CLIP_IDS.followUp,
    name: 'follow-up',
    title: 'Follow-up',
    description:
      'Nach drei Tagen, nicht nach drei Wochen: wie wir bei Nordlicht nach einem Erstgespräch nachfassen, mit Vorlage für die E-Mail.',
    tags: ['Follow-up', 'CRM'],
    customerId: DEMO_CUSTOMER_IDS.nordlicht,
    ownerEmail: 'kunde@nordlicht.local',
    createdDaysAgo: 13,
  },
  {
    id: DEMO_CLIP_IDS.crmPflege,
    name: 'crm-pflege',
    title: 'CRM in 5 Minuten',
    description:
      'Jeder Anruf ein Eintrag: Status, nächster Schritt und Fälligkeit. So bleibt unsere Pipeline aktuell, ohne dass es nach Verwaltung aussieht.',
    tags: ['CRM'],
    customerId: DEMO_CUSTOMER_IDS.nordlicht,
    ownerEmail: 'mehmet.yilmaz@nordlicht.local',
    createdDaysAgo: 6,
  },
  {
    id: DEMO_CLIP_IDS.abschluss,
    name: 'abschluss',
    title: 'Der Abschluss',
    description:
      'Kein Gespräch endet ohne einen fest vereinbarten nächsten Schritt. Formulierungen für Termin, Angebot und Entscheidung.',
    tags: ['Abschluss', 'Einwände'],
    customerId: null,
    ownerEmail: 'chef@sprint.local',
    createdDaysAgo: 2,
  },
];

const SECONDS = 8;

/** Where a demo clip's files are stored: the company's folder, or the provider's. */
export function demoClipPaths(clip: Pick<DemoClip, 'customerId' | 'name'>) {
  const folder = clip.customerId ? customerPrefix(clip.customerId) : 'provider/';
  return {
    video: `${folder}videos/demo-${clip.name}.mp4`,
    thumbnail: `${folder}thumbnails/demo-${clip.name}.jpg`,
  };
}

/** Who watched which clip on which of the days since it appeared: a few, not everyone daily. */
const VIEWERS = [
  'chef@sprint.local',
  'team@sprint.local',
  'kunde@nordlicht.local',
  'inhaber@kleinkram.local',
  'mehmet.yilmaz@nordlicht.local',
  'lea.hoffmann@nordlicht.local',
  'jonas.berger@nordlicht.local',
];

/**
 * Six short clips: four of Sprint's for every company, two of Nordlicht's own, with their videos
 * and thumbnails in storage, owners and some views. Files are written again only when missing;
 * clips and their views are added once (fixed ids).
 */
export const seedClips: SeedStep = async ({ db, storage, now }) => {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [...new Set([...VIEWERS, ...DEMO_CLIPS.map((c) => c.ownerEmail)])]),
    );
  const userIds = new Map(people.map((person) => [person.email, person.id]));

  for (const [index, clip] of DEMO_CLIPS.entries()) {
    const paths = demoClipPaths(clip);
    const stored = [
      { path: paths.video, extension: 'mp4', contentType: 'video/mp4' },
      { path: paths.thumbnail, extension: 'jpg', contentType: 'image/jpeg' },
    ];
    for (const file of stored) {
      const content = await readFile(
        new URL(`./demo/${clip.name}.${file.extension}`, import.meta.url),
      );
      if (!(await storage.stat(file.path))) await storage.write(file.path, content);
      const record = {
        customerId: clip.customerId,
        path: file.path,
        contentType: file.contentType,
        bytes: content.length,
        fileName: `${clip.title}.${file.extension}`,
      };
      await db.insert(files).values(record).onConflictDoUpdate({ target: files.path, set: record });
    }

    const createdAt = new Date(now.getTime() - clip.createdDaysAgo * DAY - (index + 1) * 3_600_000);
    const inserted = await db
      .insert(clips)
      .values({
        id: clip.id,
        customerId: clip.customerId,
        ownerId: userIds.get(clip.ownerEmail) ?? null,
        title: clip.title,
        description: clip.description,
        tags: clip.tags,
        videoPath: paths.video,
        contentType: 'video/mp4',
        thumbnailPath: paths.thumbnail,
        durationSeconds: SECONDS,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: clips.id });
    if (inserted.length === 0) continue;

    // Nordlicht's clips are watched by Nordlicht's people only; Sprint's by everyone.
    const viewers = VIEWERS.filter(
      (email) =>
        clip.customerId === null ||
        email.endsWith('@nordlicht.local') ||
        email === 'chef@sprint.local',
    );
    const views = viewers.flatMap((email, person) => {
      const userId = userIds.get(email);
      if (!userId) return [];
      return Array.from({ length: Math.min(clip.createdDaysAgo, 10) + 1 }, (_, daysAgo) => daysAgo)
        .filter((daysAgo) => (index + person * 2 + daysAgo) % 4 === 0)
        .map((daysAgo) => ({
          clipId: clip.id,
          userId,
          day: berlinDay(new Date(now.getTime() - daysAgo * DAY)),
        }));
    });
    if (views.length > 0) await db.insert(clipViews).values(views).onConflictDoNothing();
  }
};
