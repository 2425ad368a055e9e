export { minutesRoutes } from './routes';
export { HearingMinutesLinks } from './HearingMinutesLinks';
export { minutesPaths } from './paths';
