import { Route, Switch } from "wouter";
import { CabinetLayout } from "../features/cabinet/cabinet-layout";
import { SectionPage } from "../features/cabinet/section-page";
import { ProfilePage } from "../features/profile/profile-page";
import { NotFoundPage } from "../features/errors/not-found-page";
import { WelcomeModal } from "../features/onboarding/welcome-modal";
import { ProfileCompletionModal } from "../features/onboarding/profile-completion-modal";

/** Routes of the signed-in cabinet (SPEC §2). Sections without content yet show their title. */
const CabinetRoutes = () => (
  <CabinetLayout>
    <Switch>
      <Route path="/profile" component={ProfilePage} />
      <Route path="/myCourses/*?">{() => <SectionPage titleKey="pages.myCourses" />}</Route>
      <Route path="/createdCourses/*?">{() => <SectionPage titleKey="pages.createdCourses" />}</Route>
      <Route path="/availableCourses">{() => <SectionPage titleKey="pages.availableCourses" />}</Route>
      <Route path="/usersStatistics">{() => <SectionPage titleKey="pages.usersStatistics" />}</Route>
      <Route path="/students">{() => <SectionPage titleKey="pages.students" />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
    <WelcomeModal />
    <ProfileCompletionModal />
  </CabinetLayout>
);

export default CabinetRoutes;
