/** Chinese surnames and given names for contacts and account managers. */
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'] as const;

export const GIVEN_NAMES = [
  '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平',
  '刚', '桂英', '晓东', '建华', '海燕', '志强', '丽华', '文静', '子涵', '浩然', '雪梅', '国庆', '婷婷', '建军', '春燕',
] as const;

/** Mobile number prefixes (China Mobile / Unicom / Telecom). */
export const MOBILE_PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '186', '187', '188', '189', '177', '180'] as const;
