import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import * as repo from '../../repositories/notes.js';
import * as learning from '../../repositories/learning.js';
import * as users from '../../repositories/users.js';
import { enrolledUnit } from '../../services/learning.js';
import { notebook } from '../../services/notebook.js';
import type * as contract from '../contract.js';
import { addNoteBody, courseNotesParams, notebookResponse, noteDeletedResponse, noteParams, noteResponse, NOTES_PER_UNIT, notesParams, notesResponse, updateNoteBody } from './notes-schemas.js';

function toApi(note: repo.NoteRow): contract.Note {
  return {
    noteId: note.id,
    unitId: note.unitId,
    position: note.position,
    text: note.text,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

/** The learner's own notes on a unit's video (decision 0093) and their notebook (0094): `/ddilearner/v1/user/notes…`. */
const noteRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const options = { onRequest: app.requireSession, bodyLimit: 8 * 1024 };
  const exactly = okExactly<contract.Note>();

  app.get('/v1/user/notes', { onRequest: app.requireSession, schema: { response: notebookResponse } }, async (request) => {
    const courses = await notebook(db(), app.coursePages, request.requireUser().userId, request.language, app.clock.now());
    return okExactly<contract.NotebookCourse[]>()(courses.map((course) => ({ ...course, units: course.units.map((unit) => ({ ...unit, notes: unit.notes.map(toApi) })) })));
  });

  app.get<{ Params: { unitId: number } }>(
    '/v1/user/notes/:unitId',
    { onRequest: app.requireSession, schema: { params: notesParams, response: notesResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const { unit } = await enrolledUnit(db(), userId, request.params.unitId);
      return okExactly<contract.Note[]>()((await repo.listOnUnit(db(), userId, unit.id)).map(toApi));
    },
  );

  app.get<{ Params: { courseId: number } }>(
    '/v1/user/notes/course/:courseId',
    { onRequest: app.requireSession, schema: { params: courseNotesParams, response: notesResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const { courseId } = request.params;
      if (!(await learning.enrolledPath(db(), userId, courseId))) throw new ApiFailure(Code.notFound, { detail: `course ${courseId}` });
      return okExactly<contract.Note[]>()((await repo.listOnCourse(db(), userId, courseId)).map(toApi));
    },
  );

  app.post<{ Body: { unitId: number; position: number; text: string } }>(
    '/v1/user/notes/add',
    { ...options, schema: { body: addNoteBody, response: noteResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const { unit } = await enrolledUnit(db(), userId, request.body.unitId);
      const floored = Math.floor(request.body.position);
      const position = unit.videoSeconds > 0 ? Math.min(floored, unit.videoSeconds) : floored;
      const text = request.body.text.trim();
      const now = app.clock.now();
      // The learner's row is locked so that two adds at once cannot both pass the limit.
      const note = await db().transaction(async (tx) => {
        await users.lock(tx, userId);
        if ((await repo.countOnUnit(tx, userId, unit.id)) >= NOTES_PER_UNIT) {
          throw new ApiFailure(Code.badRequest, { detail: `at most ${NOTES_PER_UNIT} notes per unit` });
        }
        return repo.insert(tx, { userId, unitId: unit.id, position, text, now });
      });
      return exactly(toApi(note));
    },
  );

  app.post<{ Params: { noteId: number }; Body: { text: string } }>(
    '/v1/user/notes/update/:noteId',
    { ...options, schema: { params: noteParams, body: updateNoteBody, response: noteResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const note = await repo.updateText(db(), userId, request.params.noteId, request.body.text.trim(), app.clock.now());
      if (!note) throw new ApiFailure(Code.notFound, { detail: `note ${request.params.noteId}` });
      return exactly(toApi(note));
    },
  );

  app.post<{ Params: { noteId: number } }>(
    '/v1/user/notes/delete/:noteId',
    { ...options, schema: { params: noteParams, response: noteDeletedResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      if (!(await repo.remove(db(), userId, request.params.noteId))) throw new ApiFailure(Code.notFound, { detail: `note ${request.params.noteId}` });
      return okExactly<null>()(null);
    },
  );
};

export default noteRoutes;
