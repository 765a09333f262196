import { useProfile } from "../../lib/api/profile-query";
import { namedApi } from "./named-items";
import { NamedItemsSection } from "./named-items-section";
import { useGroups, useSubdivisions } from "./people-queries";

const useSchoolId = (): number | undefined => useProfile().data?.school_id[0];

/** 'Группы': the school's groups and how many students each holds. */
export const GroupsTab = () => {
  const groups = useGroups();
  const schoolId = useSchoolId();
  const items = groups.data?.data.map((group) => ({ id: group.id, name: group.name, count: group.student_ids.length }));
  return <NamedItemsSection kind="group" items={items} failed={groups.isError} api={namedApi("group", schoolId)} />;
};

/** 'Подразделения': the school's subdivisions and how many groups each holds. */
export const SubdivisionsTab = () => {
  const subdivisions = useSubdivisions();
  const schoolId = useSchoolId();
  const items = subdivisions.data?.data.map((item) => ({ id: item.id, name: item.name, count: item.group_ids.length }));
  return (
    <NamedItemsSection
      kind="subdivision"
      items={items}
      failed={subdivisions.isError}
      api={namedApi("subdivision", schoolId)}
    />
  );
};
