import type { ReactNode } from 'react';
import { SkillsSection } from './skills-section';

/**
 * 'Habilidades & Metas': the profile's skills with their levels, then the goals. The goals belong to their own
 * feature, so the dashboard's route hands them in.
 */
export function SkillsGoalsTab({ goals }: { goals: ReactNode }) {
  return (
    <div className="space-y-8">
      <SkillsSection />
      {goals}
    </div>
  );
}
