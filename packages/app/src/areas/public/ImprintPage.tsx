import { config } from '../../config';
import { LegalPage, OperatorAddress, OperatorContact } from './components/LegalPage';

/** Impressum (spec §2 /impressum): the provider's details per § 5 DDG, all from `config.legal`. */
export function Component() {
  const { operator, representative, register, vatId } = config.legal;
  return (
    <LegalPage title="Impressum">
      <section>
        <h2>Angaben gemäß § 5 DDG</h2>
        <OperatorAddress />
      </section>

      <section>
        <h2>Vertreten durch</h2>
        <p>{representative}</p>
      </section>

      <section>
        <h2>Kontakt</h2>
        <OperatorContact />
      </section>

      <section>
        <h2>Registereintrag</h2>
        <p>Registergericht und Registernummer: {register}</p>
      </section>

      <section>
        <h2>Umsatzsteuer-Identifikationsnummer</h2>
        <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vatId}</p>
      </section>

      <section>
        <h2>Verantwortlich für den Inhalt</h2>
        <p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:</p>
        <p>{representative}</p>
        <OperatorAddress />
      </section>

      <section>
        <h2>Verbraucherstreitbeilegung</h2>
        <p>
          {operator} ist nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen. Unser Angebot richtet sich ausschließlich an
          Unternehmen.
        </p>
      </section>

      <section>
        <h2>Haftung für Inhalte und Links</h2>
        <p>
          Wir erstellen die Inhalte dieser Seiten mit größter Sorgfalt. Als Diensteanbieter sind wir
          für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Für Inhalte, die Nutzer
          in der Anwendung selbst einstellen, und für die Inhalte verlinkter externer Seiten sind
          deren Urheber bzw. Betreiber verantwortlich. Werden uns Rechtsverletzungen bekannt,
          entfernen wir die betreffenden Inhalte oder Links umgehend.
        </p>
      </section>
    </LegalPage>
  );
}
