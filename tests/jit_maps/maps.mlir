// Affine maps and integer sets on values of both signs, with positive
// symbol divisors (upstream's lowering assumes a positive divisor; the
// negative ones are in negative_divisors.mlir): every result goes through
// `Inst::Affine` or `Inst::AffineCond`, which the JIT computes natively
// (sim/src/jit/maps.rs).

#fdiv = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#cdiv = affine_map<(d0)[s0] -> (d0 ceildiv s0)>
#mod = affine_map<(d0)[s0] -> (d0 mod s0)>
#lin0 = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 * s0 - 7)>
#lin1 = affine_map<(d0, d1)[s0] -> ((d0 - d1) * 5 + s0 floordiv 4)>
#tri = affine_map<(d0, d1) -> (d0 - d1, d1 * 2 - 9, 4 - d0, d0 mod 3 + d1)>
#set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, d0 + d1 - s0 == 0)>

func.func @divs() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %ds = arith.constant dense<[1, 2, 3, 5, 7]> : vector<5xindex>
  scf.for %k = %c0 to %c15 step %c1 {
    %x = affine.apply affine_map<(d0) -> (d0 - 7)>(%k)
    scf.for %j = %c0 to %c1 step %c1 {
      %s0 = vector.extract %ds[0] : index from vector<5xindex>
      %s1 = vector.extract %ds[1] : index from vector<5xindex>
      %s2 = vector.extract %ds[2] : index from vector<5xindex>
      %s3 = vector.extract %ds[3] : index from vector<5xindex>
      %s4 = vector.extract %ds[4] : index from vector<5xindex>
      %a0_0 = affine.apply #fdiv(%x)[%s0]
      %a0_1 = affine.apply #cdiv(%x)[%s0]
      %a0_2 = affine.apply #mod(%x)[%s0]
      %a1_0 = affine.apply #fdiv(%x)[%s1]
      %a1_1 = affine.apply #cdiv(%x)[%s1]
      %a1_2 = affine.apply #mod(%x)[%s1]
      %a2_0 = affine.apply #fdiv(%x)[%s2]
      %a2_1 = affine.apply #cdiv(%x)[%s2]
      %a2_2 = affine.apply #mod(%x)[%s2]
      %a3_0 = affine.apply #fdiv(%x)[%s3]
      %a3_1 = affine.apply #cdiv(%x)[%s3]
      %a3_2 = affine.apply #mod(%x)[%s3]
      %a4_0 = affine.apply #fdiv(%x)[%s4]
      %a4_1 = affine.apply #cdiv(%x)[%s4]
      %a4_2 = affine.apply #mod(%x)[%s4]
      %v = vector.from_elements %x, %a0_0, %a0_1, %a0_2, %a1_0, %a1_1, %a1_2, %a2_0, %a2_1, %a2_2, %a3_0, %a3_1, %a3_2, %a4_0, %a4_1, %a4_2 : vector<16xindex>
      vector.print %v : vector<16xindex>
    }
  }
  return
}

func.func @folds() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %cm2 = arith.constant -2 : index
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      %l0 = affine.apply #lin0(%i, %j)[%cm2]
      %l1 = affine.apply #lin1(%i, %j)[%cm2]
      %lo = affine.min #tri(%i, %j)
      %hi = affine.max #tri(%i, %j)
      %in = affine.if #set(%i, %j)[%c6] -> index {
        affine.yield %c1 : index
      } else {
        affine.yield %c0 : index
      }
      %v = vector.from_elements %i, %j, %l0, %l1, %lo, %hi, %in : vector<7xindex>
      vector.print %v : vector<7xindex>
    }
  }
  return
}

// Affine loads and stores whose subscripts are maps, in loops whose
// bounds are `min` maps: the shapes that tiling emits.
func.func @tiled(%m: memref<10x7xi32>) -> i32 {
  affine.for %ii = 0 to 10 step 4 {
    affine.for %jj = 0 to 7 step 3 {
      affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0) -> (d0 + 4, 10)>(%ii) {
        affine.for %j = affine_map<(d0) -> (d0)>(%jj) to min affine_map<(d0) -> (d0 + 3, 7)>(%jj) {
          %w = affine.apply affine_map<(d0, d1) -> (d0 * 7 + d1)>(%i, %j)
          %x = arith.index_cast %w : index to i32
          affine.store %x, %m[%i, %j] : memref<10x7xi32>
        }
      }
    }
  }
  %c0 = arith.constant 0 : i32
  %s = affine.for %i = 0 to 9 iter_args(%acc = %c0) -> i32 {
    %t = affine.for %j = 0 to 6 iter_args(%a2 = %acc) -> i32 {
      %p = affine.load %m[%i + 1, %j floordiv 2 + %j mod 2] : memref<10x7xi32>
      %q = affine.load %m[(%i * 3) mod 10, 6 - %j] : memref<10x7xi32>
      %d = arith.subi %p, %q : i32
      %e = arith.muli %d, %d : i32
      %f = arith.addi %a2, %e : i32
      affine.yield %f : i32
    }
    affine.yield %t : i32
  }
  return %s : i32
}

func.func @main() {
  call @divs() : () -> ()
  call @folds() : () -> ()
  %m = memref.alloc() : memref<10x7xi32>
  %s = call @tiled(%m) : (memref<10x7xi32>) -> i32
  vector.print %s : i32
  memref.dealloc %m : memref<10x7xi32>
  return
}
