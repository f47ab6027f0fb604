// memref views, metadata, atomics, realloc and alloca scopes: each form
// as mlir-opt prints it, with strided and dynamic layouts.
func.func @reshapes(%m: memref<6x4xf32>, %d: memref<?x4xf32>, %n: index,
                    %s: memref<30x20xf32, strided<[4000, 2], offset: 7>>,
                    %t: memref<3x4x5xf32, strided<[200, 5, 1]>>,
                    %u: memref<?x1x5xi8, strided<[?, ?, 1], offset: ?>>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %e2 = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %e3 = memref.expand_shape %s [[0, 1], [2, 3]] output_shape [2, 15, 4, 5] : memref<30x20xf32, strided<[4000, 2], offset: 7>> into memref<2x15x4x5xf32, strided<[60000, 4000, 10, 2], offset: 7>>
  %c2 = memref.collapse_shape %t [[0], [1, 2]] : memref<3x4x5xf32, strided<[200, 5, 1]>> into memref<3x20xf32, strided<[200, 1]>>
  %c3 = memref.collapse_shape %u [[0, 1, 2]] : memref<?x1x5xi8, strided<[?, ?, 1], offset: ?>> into memref<?xi8, strided<[1], offset: ?>>
  %z = memref.collapse_shape %c [[0]] {tag} : memref<24xf32> into memref<24xf32>
  return
}

func.func @reshape_view(%c: memref<24xf32>, %s: memref<2xindex>, %r: memref<?xi32>,
                        %b: memref<64xi8, 1>, %n: index) {
  %r1 = memref.reshape %c(%s) : (memref<24xf32>, memref<2xindex>) -> memref<?x?xf32>
  %r2 = memref.reshape %c(%r) : (memref<24xf32>, memref<?xi32>) -> memref<*xf32>
  %v = memref.view %b[%n][] : memref<64xi8, 1> to memref<4x4xf32, 1>
  %v2 = memref.view %b[%n][%n, %n] : memref<64xi8, 1> to memref<?x2x?xi16, 1>
  return
}

func.func @metadata(%m: memref<6x4xf32>, %u: memref<*xf32>, %z: memref<f16, 3>,
                    %s: memref<?x?xi8, strided<[?, 1], offset: ?>>, %n: index) -> index {
  %c = memref.alloca() : memref<5xi32>
  %rank = memref.rank %u : memref<*xf32>
  %rank2 = memref.rank %m : memref<6x4xf32>
  %a = memref.assume_alignment %m, 16 : memref<6x4xf32>
  %d = memref.distinct_objects %z : memref<f16, 3>
  %d1, %d2 = memref.distinct_objects %m, %s {tag} : memref<6x4xf32>, memref<?x?xi8, strided<[?, 1], offset: ?>>
  memref.prefetch %m[%n, %n], read, locality<3>, data : memref<6x4xf32>
  memref.prefetch %s[%n, %n], write, locality<0>, instr : memref<?x?xi8, strided<[?, 1], offset: ?>>
  %sc = memref.memory_space_cast %m : memref<6x4xf32> to memref<6x4xf32, 1>
  %su = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
  %b0, %o0 = memref.extract_strided_metadata %z : memref<f16, 3> -> memref<f16, 3>, index
  %b1, %o1, %sz1, %st1 = memref.extract_strided_metadata %c : memref<5xi32> -> memref<i32>, index, index, index
  %b2, %o2, %sz2:2, %st2:2 = memref.extract_strided_metadata %s : memref<?x?xi8, strided<[?, 1], offset: ?>> -> memref<i8>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<6x4xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %sum = arith.addi %sz2#1, %st2#0 : index
  return %sum : index
}

func.func @atomics(%f: memref<8xf32>, %i: memref<4x4xi32>, %x: f32, %y: i32, %n: index) {
  %0 = memref.atomic_rmw addf %x, %f[%n] : (f32, memref<8xf32>) -> f32
  %1 = memref.atomic_rmw mulf %x, %f[%n] : (f32, memref<8xf32>) -> f32
  %2 = memref.atomic_rmw maximumf %x, %f[%n] : (f32, memref<8xf32>) -> f32
  %3 = memref.atomic_rmw minimumf %x, %f[%n] : (f32, memref<8xf32>) -> f32
  %4 = memref.atomic_rmw maxnumf %x, %f[%n] : (f32, memref<8xf32>) -> f32
  %5 = memref.atomic_rmw minnumf %x, %f[%n] : (f32, memref<8xf32>) -> f32
  %6 = memref.atomic_rmw assign %x, %f[%n] : (f32, memref<8xf32>) -> f32
  %7 = memref.atomic_rmw addi %y, %i[%n, %n] : (i32, memref<4x4xi32>) -> i32
  %8 = memref.atomic_rmw muli %y, %i[%n, %n] : (i32, memref<4x4xi32>) -> i32
  %9 = memref.atomic_rmw maxs %y, %i[%n, %n] : (i32, memref<4x4xi32>) -> i32
  %10 = memref.atomic_rmw maxu %y, %i[%n, %n] : (i32, memref<4x4xi32>) -> i32
  %11 = memref.atomic_rmw mins %y, %i[%n, %n] : (i32, memref<4x4xi32>) -> i32
  %12 = memref.atomic_rmw minu %y, %i[%n, %n] : (i32, memref<4x4xi32>) -> i32
  %13 = memref.atomic_rmw andi %y, %i[%n, %n] : (i32, memref<4x4xi32>) -> i32
  %14 = memref.atomic_rmw ori %y, %i[%n, %n] : (i32, memref<4x4xi32>) -> i32
  %15 = memref.atomic_rmw xori %y, %i[%n, %n] {tag = 1 : i32} : (i32, memref<4x4xi32>) -> i32
  %16 = memref.generic_atomic_rmw %i[%n, %n] : memref<4x4xi32> {
  ^bb0(%cur: i32):
    %c = arith.constant 3 : i32
    %m = arith.muli %cur, %c : i32
    memref.atomic_yield %m : i32
  }
  return
}

func.func @scopes_realloc(%x: f32, %n: index) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    memref.alloca_scope {
      %b = memref.alloca() : memref<2xf32>
    }
    memref.alloca_scope.return %x : f32
  }
  %al = memref.alloc() : memref<4xf32>
  %re = memref.realloc %al : memref<4xf32> to memref<8xf32>
  %re2 = memref.realloc %re(%n) {alignment = 64 : i64} : memref<8xf32> to memref<?xf32>
  memref.dealloc %re2 : memref<?xf32>
  return %r : f32
}
