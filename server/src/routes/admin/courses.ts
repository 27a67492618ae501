import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, exactly, fail, okExactly } from '../../lib/envelope.js';
import { CourseImportError, importCourse } from '../../services/course-import/index.js';
import { exportCourse } from '../../services/course-import/export.js';
import {
  courseExportAnswer,
  courseFileErrorsAnswer,
  courseImportAnswer,
  type CourseExportAnswer,
  type CourseFileErrorsAnswer,
  type CourseImportAnswer,
} from './schemas.js';

/** The largest course file (bytes). */
export const maxCourseFileBytes = 5 * 1024 ** 2;

/**
 * `POST /admin/v1/courses` (a course file, YAML or JSON) and `GET /admin/v1/courses/{course}` (its export as
 * JSON): docs/api.md "Import and export courses". Registered inside the admin plugin (token check, rate limits).
 */
const courses: FastifyPluginAsync = async (app) => {
  // The file is read as text whatever its type: the import parses YAML (a superset of JSON) itself, with lines.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/yaml', 'application/x-yaml', 'text/yaml'], { parseAs: 'string', bodyLimit: maxCourseFileBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Body: string }>('/courses', {
      bodyLimit: maxCourseFileBytes,
      schema: { body: { type: 'string', minLength: 1 }, response: { 200: courseImportAnswer, 201: courseImportAnswer, 400: courseFileErrorsAnswer } },
    }, async (request, reply) => {
    try {
      const result = await importCourse(app.database.db, request.body);
      return reply.status(result.created ? 201 : 200).send(okExactly<CourseImportAnswer>()(result));
    } catch (error) {
      if (!(error instanceof CourseImportError)) throw error;
      const [first] = error.errors;
      const message = `the course file has ${error.errors.length} problem(s); nothing was imported (first: ${first?.path}${first?.line ? ` (line ${first.line})` : ''}: ${first?.message})`;
      return reply.status(400).send(fail(Code.badRequest, request.language, message, exactly<CourseFileErrorsAnswer>()({ errors: error.errors })));
    }
  });

  app.get<{ Params: { course: string } }>(
    '/courses/:course',
    {
      schema: {
        params: { type: 'object', required: ['course'], properties: { course: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' } } },
        response: { 200: courseExportAnswer },
      },
    },
    async (request) => {
      const file = await exportCourse(app.database.db, request.params.course);
      if (!file) throw new ApiFailure(Code.notFound, { detail: `no course ${request.params.course}` });
      // Typed by the course format's own JSON Schema (its one home): a field the format drops fails here.
      return okExactly<CourseExportAnswer>()(file);
    },
  );
};

export default courses;
