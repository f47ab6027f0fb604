// Example from shared/seeds/002, line 1073.
// SKIP: the 2019 spelling 'sparse<tensor<3x4xi32>, ...>' with the type inside the brackets; today it follows as ': type'
// KIND: attributes-or-types, one per line
  sparse<tensor<3x4xi32>, [[0, 0], [1, 2]], [1, 5]>

// This represents the following tensor:
///  [[1, 0, 0, 0],
///   [0, 0, 5, 0],
///   [0, 0, 0, 0]]
