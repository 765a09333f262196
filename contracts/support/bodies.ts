import { MatchersV3 } from "@pact-foundation/pact";

const { like, eachLike } = MatchersV3;

/** The demo student's profile (id 105), its id matched as the caller pins it. */
export const studentProfile = (id: unknown) => ({
  id,
  name: like("Сергей"),
  surname: like("Иванов"),
  profile_picture: null,
  city: null,
  phone: like("79161234505"),
  work: null,
  date_of_birth: null,
  gender: null,
  education_id: null,
  timezone_id: null,
  language_id: null,
});

/** SPEC §3 profile data as GET /api/my-profile answers it, matched by type. */
export const profileBody = (email: string) => ({
  data: {
    email: like(email),
    school_id: [],
    profile: studentProfile(like(105)),
    permissions: [],
    compilation: null,
    user_id: like(5),
    roles: eachLike("student"),
    name: like("Сергей"),
    surname: like("Иванов"),
    phone: like("79161234505"),
    offers: [],
  },
});
