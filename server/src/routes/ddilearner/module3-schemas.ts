import { envelope } from '../schemas.js';

/**
 * Response schemas of module 3 (docs/api.md "Assessments (issue 10)": key actions and the scenario simulation;
 * decision 0037). Fastify serialises each answer by its schema: a field not listed here is not sent.
 */

/** `KeyActions`: the options offered (weakest competency first) and the learner's choice. */
const keyActionsSchema = {
  type: 'object',
  required: ['options', 'chosen'],
  properties: {
    options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'text', 'competencyId'],
        properties: { id: { type: 'integer' }, text: { type: 'string' }, competencyId: { type: 'integer' } },
      },
    },
    chosen: { type: 'array', items: { type: 'integer' } },
  },
} as const;

const sceneProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  situation: { type: 'string' },
  videoVid: { type: ['string', 'null'] },
  choices: { type: 'array', items: { type: 'object', required: ['id', 'text'], properties: { id: { type: 'integer' }, text: { type: 'string' } } } },
  chosenId: { type: ['integer', 'null'] },
  feedback: { type: ['string', 'null'] },
} as const;
const sceneRequired = ['id', 'title', 'situation', 'videoVid', 'choices', 'chosenId', 'feedback'] as const;

/** `Scene`: a scene of the simulation; `feedback` once the learner chose. */
const sceneSchema = { type: 'object', required: sceneRequired, properties: sceneProperties } as const;

/** `GET` and `PUT /v2/user/keyActions/:courseId`. */
export const keyActionsResponse = { 200: envelope(keyActionsSchema) } as const;

/** `GET /v2/user/scenarios/:courseId`. */
export const scenesResponse = {
  200: envelope({ type: 'object', required: ['scenes'], properties: { scenes: { type: 'array', items: sceneSchema } } }),
} as const;

/** `POST /v2/user/scenarios/:courseId/:sceneId`: the scene as chosen, and whether that choice was the best. */
export const chosenSceneResponse = {
  200: envelope({ type: 'object', required: [...sceneRequired, 'best'], properties: { ...sceneProperties, best: { type: 'boolean' } } }),
} as const;
