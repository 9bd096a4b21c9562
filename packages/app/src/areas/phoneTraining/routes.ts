import { lazyPage, type AreaDefinition } from '../area';

export const phoneTrainingArea: AreaDefinition = {
  id: 'phone-training',
  routes: [
    {
      path: 'telefon-training',
      page: lazyPage(() => import('./PhoneTrainingPage')),
      layout: 'app',
      title: 'Telefon-Training',
    },
  ],
};
