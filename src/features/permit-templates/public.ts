/**
 * What other features use of permit templates: the generated permit form and its schema (built from a template
 * version's definition), the version query (a permit is pinned to a version id), and the pure rules.
 */
export { PermitAnswersForm, PermitQuestions, QuestionField, type AnswerLookups, type PermitAnswersFormProps } from './components/permit-questions';
export { answersSchema, emptyAnswers, visibleAnswers, type PermitAnswers } from './schemas/answers-schema';
export { useGetPermitTemplateVersionQuery, useGetPermitTemplatesQuery } from './api/permit-templates-api';
export { gasTestResult, gasTestsOf, latestGasTest, gasVerdict, isQuestionVisible, DEFAULT_PERMIT_HOURS, DEFAULT_EXTENSION_HOURS, type TemplateDefinition, type TemplateVersion, type Question, type Section, type GasTestAnswer, type GasRetest, type GasVerdict } from './model';
