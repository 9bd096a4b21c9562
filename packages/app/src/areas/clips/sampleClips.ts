/** Spec §3: clips are sample data only (no backend yet). */
export type Clip = {
  id: string;
  title: string;
  /** Seconds. */
  duration: number;
  views: number;
  /** A CSS gradient standing in for the thumbnail image (no network needed). */
  thumbnail: string;
  videoUrl: string | null;
  description: string;
  createdAt: Date;
  tags: string[];
};

export const SAMPLE_CLIPS: Clip[] = [
  {
    id: 'einwandbehandlung',
    title: 'Einwandbehandlung am Telefon',
    duration: 312,
    views: 128,
    thumbnail: 'linear-gradient(135deg, #1d4ed8, #0ea5e9)',
    videoUrl: null,
    description: 'Drei Antworten auf „Kein Interesse“, die das Gespräch offen halten.',
    createdAt: new Date('2026-10-02T09:30:00Z'),
    tags: ['Telefon', 'Einwände'],
  },
  {
    id: 'linkedin-erstnachricht',
    title: 'Die erste LinkedIn-Nachricht',
    duration: 198,
    views: 342,
    thumbnail: 'linear-gradient(135deg, #0f766e, #22c55e)',
    videoUrl: null,
    description: 'Wie eine persönliche Erstnachricht aussieht, die beantwortet wird.',
    createdAt: new Date('2026-10-15T14:00:00Z'),
    tags: ['LinkedIn', 'Outreach'],
  },
  {
    id: 'angebot-nachfassen',
    title: 'Angebote richtig nachfassen',
    duration: 254,
    views: 87,
    thumbnail: 'linear-gradient(135deg, #7c3aed, #db2777)',
    videoUrl: null,
    description: 'Wann und wie du nach einem Angebot nachhakst, ohne zu drängen.',
    createdAt: new Date('2026-11-03T08:15:00Z'),
    tags: ['Abschluss'],
  },
];

export function findClip(id: string | undefined): Clip | undefined {
  return SAMPLE_CLIPS.find((clip) => clip.id === id);
}

/** `312` → `5:12`. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
