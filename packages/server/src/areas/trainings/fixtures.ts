import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { files } from '../../platform/storage/schema';
import { sanitizeRichText } from '../../platform/richText';
import { courseModules, courses, lessonAttachments, lessonProgress, lessons } from './schema';

type Course = typeof courses.$inferSelect;
type CourseModule = typeof courseModules.$inferSelect;
type Lesson = typeof lessons.$inferSelect;

/** A provider course, published and for every plan unless told otherwise. */
export async function createCourse(
  db: Database,
  fields: Partial<Omit<typeof courses.$inferInsert, 'id'>> = {},
): Promise<Course> {
  const [course] = await db
    .insert(courses)
    .values({ title: 'Kaltakquise für Einsteiger', published: true, ...fields })
    .returning();
  if (!course) throw new Error('no course');
  return course;
}

export async function createModule(
  db: Database,
  course: Pick<Course, 'id'>,
  fields: Partial<Omit<typeof courseModules.$inferInsert, 'id' | 'courseId'>> = {},
): Promise<CourseModule> {
  const [module] = await db
    .insert(courseModules)
    .values({ title: 'Grundlagen', ...fields, courseId: course.id })
    .returning();
  if (!module) throw new Error('no module');
  return module;
}

/** A published lesson of the module (HTML sanitised as the editor stores it). */
export async function createLesson(
  db: Database,
  module: Pick<CourseModule, 'id' | 'courseId'>,
  fields: Partial<Omit<typeof lessons.$inferInsert, 'id' | 'moduleId' | 'courseId'>> = {},
): Promise<Lesson> {
  const [lesson] = await db
    .insert(lessons)
    .values({
      title: 'Der erste Anruf',
      published: true,
      durationSeconds: 300,
      ...fields,
      contentHtml: sanitizeRichText(fields.contentHtml ?? '<p>Los geht’s.</p>'),
      moduleId: module.id,
      courseId: module.courseId,
    })
    .returning();
  if (!lesson) throw new Error('no lesson');
  return lesson;
}

/** A course with modules of lessons: `[2, 1]` is two lessons in the first module, one in the next. */
export async function createCourseWith(
  db: Database,
  lessonsPerModule: number[],
  fields: Partial<Omit<typeof courses.$inferInsert, 'id'>> = {},
) {
  const course = await createCourse(db, fields);
  const modules: { module: CourseModule; lessons: Lesson[] }[] = [];
  for (const [moduleIndex, count] of lessonsPerModule.entries()) {
    const module = await createModule(db, course, {
      title: `Modul ${moduleIndex + 1}`,
      position: moduleIndex,
    });
    const created: Lesson[] = [];
    for (let index = 0; index < count; index += 1) {
      created.push(
        await createLesson(db, module, {
          title: `Lektion ${moduleIndex + 1}.${index + 1}`,
          position: index,
        }),
      );
    }
    modules.push({ module, lessons: created });
  }
  return { course, modules, lessons: modules.flatMap((entry) => entry.lessons) };
}

/** A person's progress in a lesson, as the lesson page leaves it. */
export async function recordProgress(
  db: Database,
  userId: string,
  lesson: Pick<Lesson, 'id' | 'courseId'>,
  fields: Partial<
    Omit<typeof lessonProgress.$inferInsert, 'userId' | 'lessonId' | 'courseId'>
  > = {},
) {
  await db
    .insert(lessonProgress)
    .values({ userId, lessonId: lesson.id, courseId: lesson.courseId, ...fields });
}

/** A provider file (a completed upload of provider content): its content and its record. */
export async function storeProviderFile(
  world: { db: Database; storage: FileStorage },
  path: string,
  content: Buffer,
  contentType: string,
  fileName: string | null = null,
): Promise<string> {
  await world.storage.write(path, content);
  await world.db
    .insert(files)
    .values({ customerId: null, path, contentType, bytes: content.length, fileName });
  return path;
}

export async function createAttachment(
  db: Database,
  lesson: Pick<Lesson, 'id'>,
  fields: Partial<Omit<typeof lessonAttachments.$inferInsert, 'id' | 'lessonId'>> = {},
) {
  const [attachment] = await db
    .insert(lessonAttachments)
    .values({
      path: 'provider/attachments/leitfaden.pdf',
      fileName: 'Leitfaden.pdf',
      contentType: 'application/pdf',
      bytes: 1234,
      ...fields,
      lessonId: lesson.id,
    })
    .returning();
  if (!attachment) throw new Error('no attachment');
  return attachment;
}
