import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { GraduationCap, Plus } from 'lucide-react';
import {
  Button,
  EmptyState,
  Grid,
  Link,
  PageHeader,
  QueryState,
  Skeleton,
  Stack,
  TabNav,
  TabNavLink,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { CourseCard } from './components/CourseCard';
import { CourseOrderEditor } from './components/CourseOrderEditor';
import { NewCourseDialog } from './components/NewCourseDialog';
import { EditToggle, useEditMode } from './components/parts';
import { useCanEditTrainings } from './queries';
import {
  COURSE_FILTERS,
  COURSE_FILTER_LABELS,
  filterHref,
  parseCourseFilter,
  type CourseFilter,
} from './components/trainingsFormat';

function CardsLoading() {
  return (
    <Grid minItemWidth="18rem" gap="6">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} style={{ aspectRatio: '4 / 5' }} />
      ))}
    </Grid>
  );
}

/** What an empty filter says, and the way on from there. */
function NoCourses({
  filter,
  canEdit,
  onCreate,
}: {
  filter: CourseFilter;
  canEdit: boolean;
  onCreate: () => void;
}) {
  const icon = <GraduationCap aria-hidden />;
  if (filter === 'started') {
    return (
      <EmptyState
        icon={icon}
        title="Noch kein Training begonnen"
        action={<Link href={filterHref('all')}>Alle Trainings ansehen</Link>}
      >
        Sobald du die erste Lektion eines Trainings erledigt hast, findest du es hier mit deinem
        Fortschritt.
      </EmptyState>
    );
  }
  if (filter === 'completed') {
    return (
      <EmptyState
        icon={icon}
        title="Noch kein Training abgeschlossen"
        action={<Link href={filterHref('started')}>Begonnene Trainings ansehen</Link>}
      >
        Ein Training ist abgeschlossen, wenn du alle seine Lektionen als erledigt markiert hast.
      </EmptyState>
    );
  }
  return canEdit ? (
    <EmptyState
      icon={icon}
      title="Noch keine Trainings"
      action={
        <Button onClick={onCreate}>
          <Plus aria-hidden />
          Neues Training
        </Button>
      }
    >
      Lege das erste Training an: mit Modulen, Lektionen, Videos und Anhängen.
    </EmptyState>
  ) : (
    <EmptyState
      icon={icon}
      title="Noch keine Trainings"
      action={<Link href="/app/dashboard">Zurück zum Dashboard</Link>}
    >
      Für dein Unternehmen ist noch kein Training freigeschaltet. Dein Ansprechpartner bei Sprint
      sagt dir, welche Trainings zu deinem Paket gehören.
    </EmptyState>
  );
}

const TITLE = 'Trainings';
const DESCRIPTION =
  'Lerne in Modulen und Lektionen, in deinem Tempo. Dein Fortschritt wird gespeichert.';

/**
 * 'Trainings': the courses as cards with cover, lessons and progress, filtered by
 * 'Alle' / 'Begonnen' / 'Abgeschlossen' in the address (`?filter=started`). Employees create
 * courses and, behind 'Bearbeiten', put them in order. Should the server refuse (no longer a
 * member), the page says why instead.
 */
export function Component() {
  const trpc = useTRPC();
  const access = usePageAccess(null, [trpc.trainings.list.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject="die Trainings"
        reason={access.reason}
      />
    );
  }
  return <TrainingsContent />;
}

function TrainingsContent() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const canEdit = useCanEditTrainings();
  const editing = useEditMode(canEdit);
  // The editor orders every course, whatever the filter says.
  const filter = editing ? 'all' : parseCourseFilter(params.get('filter'));
  const courses = useQuery(trpc.trainings.list.queryOptions({ filter }));
  const [creating, setCreating] = useState(false);
  const openCreate = () => setCreating(true);

  return (
    <Stack gap="6">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          canEdit ? (
            <>
              <EditToggle editing={editing} />
              <Button onClick={openCreate}>
                <Plus aria-hidden />
                Neues Training
              </Button>
            </>
          ) : undefined
        }
      />
      {editing ? null : (
        <TabNav aria-label="Filter">
          {COURSE_FILTERS.map((value) => (
            <TabNavLink key={value} href={filterHref(value)} current={value === filter}>
              {COURSE_FILTER_LABELS[value]}
            </TabNavLink>
          ))}
        </TabNav>
      )}
      <QueryState
        query={courses}
        loadingLabel="Trainings werden geladen"
        loading={<CardsLoading />}
        errorTitle="Trainings konnten nicht geladen werden"
        icon={<GraduationCap aria-hidden />}
        empty={<NoCourses filter={filter} canEdit={canEdit} onCreate={openCreate} />}
      >
        {(list) =>
          editing ? (
            <CourseOrderEditor courses={list} />
          ) : (
            <Grid as="ul" minItemWidth="18rem" gap="6" aria-label="Trainings">
              {list.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} editor={canEdit} />
                </li>
              ))}
            </Grid>
          )
        }
      </QueryState>
      {canEdit ? <NewCourseDialog open={creating} onOpenChange={setCreating} /> : null}
    </Stack>
  );
}
