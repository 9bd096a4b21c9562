import type { Plan, Role } from '../db/schema';

export const DEMO_PASSWORD = 'sprint-demo';
export const DEMO_INVITATION_TOKEN = 'demo-einladung';
export const DEMO_LINKEDIN_USER_ID = 'demo-linkedin-konto';

/** Fixed ids, so the seed can run again without duplicating anything. */
export const DEMO_CUSTOMER_IDS = {
  sprintDemo: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a01',
  nordlicht: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a02',
  kleinkram: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a03',
} as const;

export type DemoCustomer = {
  id: string;
  name: string;
  officialCompanyName: string;
  plan: Plan;
  domain: string;
  logoFile?: { name: string; contentType: string; content: string };
};

const sprintLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Sprint Demo GmbH">
  <rect width="64" height="64" rx="14" fill="#1d4ed8"/>
  <path d="M36 8 16 36h14l-4 20 22-30H34z" fill="#ffffff"/>
</svg>
`;

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    id: DEMO_CUSTOMER_IDS.sprintDemo,
    name: 'Sprint Demo GmbH',
    officialCompanyName: 'Sprint Demo GmbH',
    plan: 'enterprise',
    domain: 'sprint-demo.de',
    logoFile: { name: 'logo.svg', contentType: 'image/svg+xml', content: sprintLogo },
  },
  {
    id: DEMO_CUSTOMER_IDS.nordlicht,
    name: 'Nordlicht Vertrieb GmbH',
    officialCompanyName: 'Nordlicht Vertriebsgesellschaft mbH',
    plan: 'professional',
    domain: 'nordlicht-vertrieb.de',
  },
  {
    id: DEMO_CUSTOMER_IDS.kleinkram,
    name: 'Kleinkram UG',
    officialCompanyName: 'Kleinkram UG (haftungsbeschränkt)',
    plan: 'starter',
    domain: 'kleinkram.de',
  },
];

export type DemoUser = {
  email: string;
  displayName: string;
  ourEmployee: boolean;
  memberships: { customerId: string; role: Role }[];
};

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'chef@sprint.local',
    displayName: 'Clara Chef',
    ourEmployee: true,
    memberships: [
      { customerId: DEMO_CUSTOMER_IDS.sprintDemo, role: 'primary_admin' },
      { customerId: DEMO_CUSTOMER_IDS.nordlicht, role: 'primary_admin' },
    ],
  },
  {
    email: 'team@sprint.local',
    displayName: 'Tim Team',
    ourEmployee: true,
    memberships: [{ customerId: DEMO_CUSTOMER_IDS.sprintDemo, role: 'user' }],
  },
  {
    email: 'kunde@nordlicht.local',
    displayName: 'Nora Nordlicht',
    ourEmployee: false,
    memberships: [{ customerId: DEMO_CUSTOMER_IDS.nordlicht, role: 'admin' }],
  },
  {
    email: 'inhaber@kleinkram.local',
    displayName: 'Karl Kleinkram',
    ourEmployee: false,
    memberships: [{ customerId: DEMO_CUSTOMER_IDS.kleinkram, role: 'primary_admin' }],
  },
];

const leadCompanies = [
  ['Alpenblick Logistik GmbH', 'Maria Huber'],
  ['Hansewerft Technik AG', 'Jan Petersen'],
  ['Rheinland Solar GmbH', 'Sabine Krüger'],
  ['Spreewald Feinkost KG', 'Thomas Lehmann'],
  ['Bodensee Software GmbH', 'Lea Brandt'],
  ['Elbtal Maschinenbau GmbH', 'Uwe Schreiber'],
  ['Schwarzwald Reisen GmbH', 'Anna Fischer'],
  ['Nordsee Fisch & Feines', 'Ole Jensen'],
  ['Pfalz Weinhandel GmbH', 'Katrin Wagner'],
  ['Harz Holzbau GmbH', 'Michael Bauer'],
  ['Isar Consulting Partner', 'Julia Schmid'],
  ['Ostsee Möbelwerk GmbH', 'Henrik Lange'],
] as const;

const statuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;

/** A dozen leads per customer, the same every time. */
export function demoLeads(customerIndex: number) {
  return leadCompanies.map(([companyName, contactName], index) => ({
    companyName,
    contactName,
    contactEmail: `${contactName.split(' ')[0]?.toLowerCase()}@example.com`,
    status: statuses[(index + customerIndex) % statuses.length] ?? 'new',
    valueCents: (index + 1) * 125_000 + customerIndex * 10_000,
  }));
}

/** A few LinkedIn conversations per customer, some with their messages. */
export function demoConversations(now: Date) {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  return [
    {
      conversationId: 'demo-gespraech-1',
      participantName: 'Sophie Winter',
      lastMessageAt: minutesAgo(35),
      hasDetails: true,
      messages: [
        {
          sender: 'Sophie Winter',
          text: 'Danke für die Vernetzung!',
          sentAt: minutesAgo(90).toISOString(),
        },
        {
          sender: 'Ich',
          text: 'Gern! Darf ich Ihnen kurz unser Angebot zeigen?',
          sentAt: minutesAgo(35).toISOString(),
        },
      ],
    },
    {
      conversationId: 'demo-gespraech-2',
      participantName: 'Lukas Berger',
      lastMessageAt: minutesAgo(60 * 26),
      hasDetails: true,
      messages: [
        {
          sender: 'Lukas Berger',
          text: 'Passt es nächste Woche Dienstag?',
          sentAt: minutesAgo(60 * 26).toISOString(),
        },
      ],
    },
    {
      conversationId: 'demo-gespraech-3',
      participantName: 'Miriam Vogel',
      lastMessageAt: minutesAgo(60 * 24 * 4),
      hasDetails: false,
      messages: [],
    },
  ];
}
