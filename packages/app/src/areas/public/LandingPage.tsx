import type { LucideIcon } from 'lucide-react';
import {
  Bot,
  CalendarCheck,
  GraduationCap,
  Handshake,
  Inbox,
  Target,
  Users,
  Wallet,
} from 'lucide-react';
import styled from 'styled-components';
import { Button, FeatureCard, LandingSection, Link, Stack, Text } from '@sprint/ui';
import { config } from '../../config';
import { PublicLayout } from './components/PublicLayout';

/** The sections, well apart, in a column of at most 64rem. */
const Sections = styled.div`
  display: grid;
  gap: var(--space-12);
  max-width: 64rem;
  margin-inline: auto;
`;

/** As many columns as fit, each at least 18rem; the cards of a row stretch to one height. */
const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
  }
`;

/** The numbered steps; each step's title on a line of its own above its text. */
const Steps = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding-left: var(--space-6);

  & strong {
    display: block;
  }
`;

type Feature = { icon: LucideIcon; title: string; text: string };

const features: Feature[] = [
  {
    icon: Target,
    title: 'CRM mit Leads',
    text: 'Erfasse Leads mit Firma und Ansprechpartnern, halte jeden Kontakt fest und sieh auf einen Blick, wo jede Verkaufschance steht.',
  },
  {
    icon: Inbox,
    title: 'Outreach-Inbox',
    text: 'Nachrichten aus LinkedIn, Instagram und E-Mail in einer Inbox. Die Browser-Erweiterung überträgt deine LinkedIn-Gespräche, das Tracking zeigt, was deine Ansprache bewirkt.',
  },
  {
    icon: Wallet,
    title: 'Finanzen',
    text: 'Einnahmen und Ausgaben im Überblick, wiederkehrende Posten, Projekte und Steuerrücklagen – in Euro und auf den Cent genau.',
  },
  {
    icon: GraduationCap,
    title: 'Trainings',
    text: 'Trainings mit Modulen und Lektionen, Live-Übungen und Telefon-Training: So lernt dein Team Gesprächsführung und Einwandbehandlung.',
  },
  {
    icon: Bot,
    title: 'AI-Chats',
    text: 'Spezialisierte Chats für Posts, Pain Points, Video-Skripte, Hooks, Content-Kalender und Einwände – die Starthilfe für jeden Text.',
  },
  {
    icon: CalendarCheck,
    title: 'Kalender und Aufgaben',
    text: 'Termine, Aufgaben und Dokumente des Teams an einem Ort, live aktualisiert für alle, die gerade angemeldet sind.',
  },
];

const audiences: Feature[] = [
  {
    icon: Handshake,
    title: 'Für unser Team',
    text: 'Unsere Mitarbeiterinnen und Mitarbeiter betreuen die Kunden direkt in der Anwendung: mit Kundenübersicht, Community, Kalender und allen AI-Werkzeugen.',
  },
  {
    icon: Users,
    title: 'Für die Teams unserer Kunden',
    text: 'Jedes Kundenunternehmen arbeitet in seinem eigenen, abgeschotteten Bereich. Administratoren laden ihr Team per Einladungslink ein und legen fest, wer welche Rolle hat.',
  },
];

function CardList({ items }: { items: Feature[] }) {
  return (
    <CardGrid>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <FeatureCard icon={<Icon aria-hidden />} title={title}>
            {text}
          </FeatureCard>
        </li>
      ))}
    </CardGrid>
  );
}

function CallsToAction() {
  return (
    <Stack direction="row" wrap gap="3">
      <Button asChild size="lg">
        <Link href="/login">Anmelden</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/signup">Registrieren</Link>
      </Button>
    </Stack>
  );
}

/** The landing page (spec §2 /): what the product does, for whom, and the way in. */
export function Component() {
  const product = config.productName;
  return (
    <PublicLayout>
      <Sections>
        <LandingSection
          variant="hero"
          title="Vertrieb, Outreach und Unternehmenssteuerung an einem Ort"
          description={
            <>
              {product} bündelt, was ein Vertriebsteam jeden Tag braucht: Leads im CRM, Gespräche
              aus LinkedIn, Instagram und E-Mail in einer Inbox, den Überblick über die Finanzen,
              Trainings für das ganze Team und AI-Chats, die beim Schreiben helfen.
            </>
          }
        >
          <CallsToAction />
        </LandingSection>

        <LandingSection title={`Was ${product} kann`}>
          <CardList items={features} />
        </LandingSection>

        <LandingSection
          title={`Für wen ${product} gemacht ist`}
          description={
            <>
              Zwei Gruppen arbeiten in {product} zusammen: das Team des Anbieters und die
              Mitarbeitenden seiner Kundenunternehmen. Jede Person sieht genau das, was zu ihrer
              Rolle passt.
            </>
          }
        >
          <CardList items={audiences} />
        </LandingSection>

        <LandingSection title="So geht es los">
          <Steps>
            <li>
              <strong>Einladung erhalten</strong>
              <Text tone="muted">
                Die Administration deines Unternehmens schickt dir einen persönlichen
                Einladungslink.
              </Text>
            </li>
            <li>
              <strong>Konto erstellen</strong>
              <Text tone="muted">Name, E-Mail-Adresse und Passwort – mehr braucht es nicht.</Text>
            </li>
            <li>
              <strong>Loslegen</strong>
              <Text tone="muted">
                Nach der Anmeldung landest du im Dashboard deines Unternehmens. Arbeitest du für
                mehrere Unternehmen, wählst du einfach aus, mit welchem du startest.
              </Text>
            </li>
          </Steps>
          <CallsToAction />
        </LandingSection>
      </Sections>
    </PublicLayout>
  );
}
