import type { FastifyPluginAsync } from 'fastify';
import type { VisitorRecordField } from '../../db/video-schema.js';
import { ApiFailure, Code, exactly, okExactly } from '../../lib/envelope.js';
import * as overlays from '../../repositories/vod-overlays.js';
import * as videos from '../../repositories/vod-videos.js';
import { recommendations } from '../../services/vod-recommend.js';
import { videoOf } from '../../services/vod-video.js';
import type { TypeOf } from '../contract.js';
import { nullEnvelope } from '../schemas.js';
import type { VodContext } from './index.js';
import { jsonp, lang, pid, vidOrPreview } from './schemas.js';

/** Logs and records are small; this bounds what is parsed at all (form-encoded or JSON). */
const bodyLimit = 64 * 1024;
/** A visitor record's field value (trimmed: not blank). */
const maxValueLength = 1000;

const listQuery = {
  type: 'object',
  required: ['vid'],
  properties: { vid: vidOrPreview, lang, ...jsonp },
} as const;

const listEnvelope = (item: object) =>
  ({
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data: { type: 'array', items: item } },
  }) as const;

const quizQuestion = {
  type: 'object',
  required: ['examId', 'type', 'question', 'choices', 'illustration', 'skip', 'multi', 'showTime', 'answer', 'wrongAnswer', 'wrongTime', 'skipWrongButton'],
  properties: {
    examId: { type: 'string' },
    type: { type: 'integer' },
    question: { type: 'string' },
    choices: {
      type: 'array',
      items: { type: 'object', required: ['answer', 'right_answer'], properties: { answer: { type: 'string' }, right_answer: { type: 'integer' } } },
    },
    illustration: { type: 'string' },
    skip: { type: 'boolean' },
    multi: { type: 'integer' },
    showTime: { type: 'number' },
    answer: { type: 'string' },
    wrongAnswer: { type: 'string' },
    wrongTime: { type: 'number' },
    skipWrongButton: { type: 'boolean' },
  },
} as const;

const visitorForm = {
  type: 'object',
  required: ['qid', 'time', 'title', 'imagelink', 'link', 'fields'],
  properties: {
    qid: { type: 'string' },
    time: { type: 'string' },
    title: { type: 'string' },
    imagelink: { type: 'string' },
    link: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'type', 'msg', 'value'],
        properties: { name: { type: 'string' }, type: { type: 'string' }, msg: { type: 'string' }, value: { type: 'string' } },
      },
    },
  },
} as const;

const rec = {
  type: 'object',
  required: ['vid', 'title', 'firstImage', 'duration'],
  properties: { vid: { type: 'string' }, title: { type: 'string' }, firstImage: { type: 'string' }, duration: { type: 'number' } },
} as const;
const recList = { type: 'array', items: rec } as const;

/** `GET /vod/recommend/{vid}.rjson`: the end screen's four lists. */
const recommendAnswer = {
  type: 'object',
  required: ['related', 'newest', 'hottest', 'recommended'],
  properties: { related: recList, newest: recList, hottest: recList, recommended: recList },
} as const;

/** One slide of `GET /vod/slides`. */
const slide = { type: 'object', required: ['sec', 'img'], properties: { sec: { type: 'number' }, img: { type: 'string' } } } as const;

/** `GET /vod/ppt/{id}.json`: the PPT chapters (no envelope). */
const pptAnswer = {
  type: 'object',
  required: ['ppt'],
  properties: {
    ppt: {
      type: 'object',
      required: ['page'],
      properties: {
        page: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 't_img', 'sec', 'text'],
            properties: { title: { type: 'string' }, t_img: { type: 'string' }, sec: { type: 'number' }, text: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

interface ExamLogBody {
  eid: string;
  question: string;
  vid: string;
  uid: string;
  pid: string;
  correct: 0 | 1;
  answer: string;
  viewerId?: string;
}

const bad = (detail: string) => new ApiFailure(Code.badRequest, { detail });

/** `answer` of an exam log: the JSON text of the list of chosen answer texts. */
function parseAnswers(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw bad('body/answer must be the JSON text of a list of answer texts');
  }
  if (!Array.isArray(parsed) || parsed.length > 50 || !parsed.every((item) => typeof item === 'string' && item.length <= 2000)) {
    throw bad('body/answer must be the JSON text of a list of answer texts');
  }
  return parsed as string[];
}

/** The `data` of a visitor record, checked field by field (the message names the first bad one). */
interface VisitorRecord {
  id: string;
  time: string;
  title: string;
  userhref: string;
  vid: string;
  img: string;
  link: string;
  field: VisitorRecordField[];
}

function text(record: Record<string, unknown>, name: string, max: number, options: { required?: boolean; pattern?: RegExp } = {}): string {
  const value = record[name];
  if (value === undefined || value === null) {
    if (options.required) throw bad(`body/data/${name} is required`);
    return '';
  }
  if (typeof value !== 'string') throw bad(`body/data/${name} must be a string`);
  if (value.length > max) throw bad(`body/data/${name} must not be longer than ${max} characters`);
  if (options.required && value.trim() === '') throw bad(`body/data/${name} must not be blank`);
  if (options.pattern && !options.pattern.test(value)) throw bad(`body/data/${name} must match ${String(options.pattern)}`);
  return value;
}

const vidRegExp = new RegExp(vidOrPreview.pattern);

function parseVisitorRecord(data: string): VisitorRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw bad('body/data must be JSON text');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw bad('body/data must be a JSON object');
  const record = parsed as Record<string, unknown>;
  const fields = record.field;
  if (!Array.isArray(fields) || fields.length === 0 || fields.length > 50) throw bad('body/data/field must be a list of 1 to 50 fields');
  const field = fields.map((item: unknown, index): VisitorRecordField => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw bad(`body/data/field/${index} must be an object`);
    const entry = item as Record<string, unknown>;
    const at = (name: string) => `field/${index}/${name}`;
    const scoped = { [at('name')]: entry.name, [at('value')]: entry.value, [at('msg')]: entry.msg, [at('type')]: entry.type };
    const type = text(scoped, at('type'), 16, { required: true });
    if (type !== 'input' && type !== 'textarea') throw bad(`body/data/${at('type')} must be input or textarea`);
    const value = text(scoped, at('value'), maxValueLength, { required: true });
    return { name: text(scoped, at('name'), 200, { required: true }), value: value.trim(), msg: text(scoped, at('msg'), 1000), type };
  });
  return {
    id: text(record, 'id', 64, { required: true, pattern: /^[A-Za-z0-9_-]+$/ }),
    time: text(record, 'time', 16, { required: true, pattern: /^\d{1,2}:\d{1,2}:\d{1,2}$/ }),
    title: text(record, 'title', 500),
    userhref: text(record, 'userhref', 4096),
    vid: text(record, 'vid', 35, { required: true, pattern: vidRegExp }),
    img: text(record, 'img', 2048),
    link: text(record, 'link', 2048),
    field,
  };
}

/**
 * Overlays II (issue 9; docs/api.md "Video platform: overlays"): quiz questions and answer logs, visitor forms
 * and records, PPT chapters, slides and end-screen recommendations. Logs and records are written before the
 * answer (no batching: they are rare and must not be lost).
 */
const overlayRoutes: FastifyPluginAsync<VodContext> = async (app) => {
  const db = () => app.database.db;

  app.get<{ Querystring: { vid: string } }>(
    '/exam/list',
    { config: { jsonp: true }, schema: { querystring: listQuery, response: { 200: listEnvelope(quizQuestion) } } },
    async (request) => {
      const video = await videoOf(app.database.db, request.query.vid);
      const questions = await overlays.listQuestions(db(), video.vid);
      return okExactly<TypeOf<typeof quizQuestion>[]>()(
        questions.map((q) => ({
          examId: q.examId,
          type: 0,
          question: q.question,
          choices: q.choices,
          illustration: q.illustration,
          skip: q.skip,
          multi: q.multi,
          showTime: q.showTime,
          answer: q.answer,
          wrongAnswer: q.wrongAnswer,
          wrongTime: q.wrongTime,
          skipWrongButton: q.skipWrongButton,
        })),
      );
    },
  );

  app.post<{ Body: ExamLogBody }>(
    '/exam/log',
    {
      bodyLimit,
      schema: {
        querystring: { type: 'object', properties: { lang } },
        body: {
          type: 'object',
          required: ['eid', 'question', 'vid', 'uid', 'pid', 'correct', 'answer'],
          properties: {
            eid: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' },
            question: { type: 'string', minLength: 1, maxLength: 2000 },
            vid: vidOrPreview,
            uid: { type: 'string', pattern: '^[0-9A-Za-z]{10}$' },
            pid,
            correct: { type: 'integer', enum: [0, 1] },
            answer: { type: 'string', maxLength: 16 * 1024 },
            viewerId: { type: 'string', maxLength: 128 },
            lang,
          },
        },
        response: { 200: nullEnvelope },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.uid !== body.vid.slice(0, 10)) throw bad('body/uid must be the first 10 characters of vid');
      const answer = parseAnswers(body.answer);
      await videoOf(app.database.db, body.vid);
      await overlays.insertExamLog(db(), {
        receivedAt: app.clock.now(),
        eid: body.eid,
        question: body.question,
        vid: body.vid,
        uid: body.uid,
        pid: body.pid,
        correct: body.correct,
        answer,
        viewerId: body.viewerId === undefined || body.viewerId === '' ? null : body.viewerId,
      });
      return okExactly<null>()(null);
    },
  );

  app.get<{ Querystring: { vid: string } }>(
    '/visitor/list',
    { config: { jsonp: true }, schema: { querystring: listQuery, response: { 200: listEnvelope(visitorForm) } } },
    async (request) => {
      const video = await videoOf(app.database.db, request.query.vid);
      const forms = await overlays.listVisitorForms(db(), video.vid);
      return okExactly<TypeOf<typeof visitorForm>[]>()(
        forms.map((form) => ({
          qid: form.qid,
          time: form.time,
          title: form.title,
          imagelink: form.imagelink,
          link: form.link,
          fields: form.fields.map((field) => ({ name: field.name, type: field.type, msg: field.msg, value: '' })),
        })),
      );
    },
  );

  app.post<{ Body: { data: string } }>(
    '/visitor/record',
    {
      bodyLimit,
      schema: {
        querystring: { type: 'object', properties: { lang } },
        body: { type: 'object', required: ['data'], properties: { data: { type: 'string', maxLength: 60 * 1024 }, lang } },
        response: { 200: nullEnvelope },
      },
    },
    async (request) => {
      const record = parseVisitorRecord(request.body.data);
      await videoOf(app.database.db, record.vid);
      await overlays.insertVisitorRecord(db(), {
        receivedAt: app.clock.now(),
        qid: record.id,
        vid: record.vid,
        time: record.time,
        title: record.title,
        userhref: record.userhref,
        img: record.img,
        link: record.link,
        fields: record.field,
      });
      return okExactly<null>()(null);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/ppt/:file',
    {
      schema: {
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}\\.json$' } } },
        querystring: { type: 'object', properties: { lang } },
        response: { 200: pptAnswer },
      },
    },
    async (request) => {
      const pptId = request.params.file.slice(0, -'.json'.length);
      const pages = await overlays.listPptPages(db(), pptId);
      if (pages.length === 0) throw new ApiFailure(Code.notFound, { detail: `no PPT ${pptId}` });
      return exactly<TypeOf<typeof pptAnswer>>()({ ppt: { page: pages.map((page) => ({ title: page.title, t_img: page.tImg, sec: page.sec, text: page.text })) } });
    },
  );

  app.get<{ Querystring: { vid: string } }>(
    '/slides',
    {
      config: { jsonp: true },
      schema: {
        querystring: listQuery,
        response: {
          200: listEnvelope(slide),
        },
      },
    },
    async (request) => {
      const video = await videoOf(app.database.db, request.query.vid);
      return okExactly<TypeOf<typeof slide>[]>()((await overlays.listSlides(db(), video.vid)).map(({ sec, img }) => ({ sec, img })));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/recommend/:file',
    {
      schema: {
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: `${vidOrPreview.pattern.slice(0, -1)}\\.rjson$` } } },
        querystring: { type: 'object', properties: { lang } },
        response: { 200: recommendAnswer },
      },
    },
    async (request) => {
      const video = await videoOf(app.database.db, request.params.file.slice(0, -'.rjson'.length));
      const [all, views] = await Promise.all([videos.listAll(db()), overlays.viewCounts(db())]);
      return exactly<TypeOf<typeof recommendAnswer>>()(recommendations(video, all, views));
    },
  );
};

export default overlayRoutes;
