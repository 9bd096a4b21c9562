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
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Link,
  media,
} from '@sprint/ui';
import { config } from '../../config';
import { PublicLayout } from './components/PublicLayout';

const Stack = styled.div`
  display: grid;
  gap: var(--space-12);
  max-width: 64rem;
  margin-inline: auto;
`;

const Hero = styled.section`
  display: grid;
  gap: var(--space-4);
  justify-items: start;
  padding-block: var(--space-4);

  & h1 {
    margin: 0;
    max-width: 24ch;
    font-size: var(--font-size-2xl);
    line-height: var(--line-height-tight);
    /* 'Unternehmenssteuerung' is wider than a phone at this size. */
    overflow-wrap: break-word;
    hyphens: auto;

    @media ${media.desktop} {
      font-size: var(--font-size-3xl);
    }
  }

  & p {
    margin: 0;
    max-width: 60ch;
    color: var(--color-muted-foreground);
    font-size: var(--font-size-lg);
  }
`;

const Section = styled.section`
  display: grid;
  gap: var(--space-6);

  & h2 {
    margin: 0;
    font-size: var(--font-size-2xl);
    line-height: var(--line-height-tight);
  }

  & > p {
    margin: 0;
    max-width: 60ch;
    color: var(--color-muted-foreground);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

const Grid = styled.ul`
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

const CardIcon = styled.span`
  display: inline-flex;
  color: var(--color-primary);

  & svg {
    width: var(--size-icon-lg);
    height: var(--size-icon-lg);
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding-left: var(--space-6);

  & strong {
    display: block;
  }

  & span {
    color: var(--color-muted-foreground);
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
    <Grid>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card>
            <CardHeader>
              <CardIcon>
                <Icon aria-hidden />
              </CardIcon>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription>{text}</CardDescription>
            </CardContent>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

function CallsToAction() {
  return (
    <Actions>
      <Button asChild size="lg">
        <Link href="/login">Anmelden</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/signup">Registrieren</Link>
      </Button>
    </Actions>
  );
}

/** The landing page (spec §2 /): what the product does, for whom, and the way in. */
export function Component() {
  const product = config.productName;
  return (
    <PublicLayout>
      <Stack>
        <Hero aria-labelledby="landing-title">
          <h1 id="landing-title">Vertrieb, Outreach und Unternehmenssteuerung an einem Ort</h1>
          <p>
            {product} bündelt, was ein Vertriebsteam jeden Tag braucht: Leads im CRM, Gespräche aus
            LinkedIn, Instagram und E-Mail in einer Inbox, den Überblick über die Finanzen,
            Trainings für das ganze Team und AI-Chats, die beim Schreiben helfen.
          </p>
          <CallsToAction />
        </Hero>

        <Section aria-labelledby="landing-features">
          <h2 id="landing-features">Was {product} kann</h2>
          <CardList items={features} />
        </Section>

        <Section aria-labelledby="landing-audience">
          <h2 id="landing-audience">Für wen {product} gemacht ist</h2>
          <p>
            Zwei Gruppen arbeiten in {product} zusammen: das Team des Anbieters und die
            Mitarbeitenden seiner Kundenunternehmen. Jede Person sieht genau das, was zu ihrer Rolle
            passt.
          </p>
          <CardList items={audiences} />
        </Section>

        <Section aria-labelledby="landing-start">
          <h2 id="landing-start">So geht es los</h2>
          <Steps>
            <li>
              <strong>Einladung erhalten</strong>
              <span>
                Die Administration deines Unternehmens schickt dir einen persönlichen
                Einladungslink.
              </span>
            </li>
            <li>
              <strong>Konto erstellen</strong>
              <span>Name, E-Mail-Adresse und Passwort – mehr braucht es nicht.</span>
            </li>
            <li>
              <strong>Loslegen</strong>
              <span>
                Nach der Anmeldung landest du im Dashboard deines Unternehmens. Arbeitest du für
                mehrere Unternehmen, wählst du einfach aus, mit welchem du startest.
              </span>
            </li>
          </Steps>
          <CallsToAction />
        </Section>
      </Stack>
    </PublicLayout>
  );
}
