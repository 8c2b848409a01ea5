import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CONTACT_STATES, EDIT_KEYS } from '../../features/profile/edit-keys';
import { PersonalPage } from '../../features/profile/personal-page';

// ?edit picks the form, ?state the step of a phone/email change; anything else reads as absent.
const SearchSchema = v.object({
  edit: v.fallback(v.optional(v.picklist(EDIT_KEYS)), undefined),
  state: v.fallback(v.optional(v.picklist(CONTACT_STATES)), undefined),
});

export const Route = createFileRoute('/profile/personal')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: function Personal() {
    const { edit, state } = Route.useSearch();
    return <PersonalPage key={`${edit ?? ''}:${state ?? ''}`} edit={edit} state={state} />;
  },
});
