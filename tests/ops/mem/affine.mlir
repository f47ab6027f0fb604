#map = affine_map<(d0)[s0] -> (d0 + s0)>
#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
func.func @f(%A: memref<100x100xf32>, %n: index, %a: index, %b: index, %s: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 step 2 {
    %v = affine.load %A[%i + 1, %i * 2] : memref<100x100xf32>
    affine.store %v, %A[%i, symbol(%n)] : memref<100x100xf32>
  }
  affine.for %i = 0 to %n {
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%a, %b) to min affine_map<(d0)[s0] -> (d0, s0)>(%b)[%s] {
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> (f32) {
    %t = arith.addf %acc, %acc : f32
    affine.yield %t : f32
  }
  affine.if #set(%a)[%n] {
  } else {
  }
  %z = affine.if #set(%a)[%n] -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  } else {
    %c = arith.constant 2 : i32
    affine.yield %c : i32
  }
  %ap = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %ap2 = affine.apply #map(%a)[%s]
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 1000)>(%a)[%s]
  %mx = affine.max affine_map<(d0)[s0] -> (d0, s0, 1000)>(%a)[%s]
  %src = memref.alloc() : memref<40x128xf32>
  %dst = memref.alloc() : memref<2x1024xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  affine.dma_start %src[%a, %b + 1], %dst[%a, %b], %tag[%c0], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_start %src[%a, %b + 1], %dst[%a, %b], %tag[%c0], %n, %s, %a : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return %r : f32
}

func.func @nest(%A: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%m] step 4 {
      %x = affine.load %A[%i floordiv 2, %j mod 3 + symbol(%m)] : memref<?x?xf32>
      affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - 1 == 0)>(%i, %j)[%m] {
        affine.store %x, %A[%j, %i] : memref<?x?xf32>
      }
    }
  }
  affine.for %k = -4 to 4 {
  }
  return
}
