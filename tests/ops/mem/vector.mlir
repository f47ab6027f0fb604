func.func @f(%v: vector<4xf32>, %w: vector<2x4xi32>, %x: f32, %i: index, %m: memref<8x8xf32>, %acc: i32) {
  vector.print %v : vector<4xf32>
  vector.print str "text\n"
  vector.print %x : f32 punctuation <comma>
  vector.print punctuation <newline>
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %b2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %e = vector.extract %v[2] : f32 from vector<4xf32>
  %e2 = vector.extract %w[%i] : vector<4xi32> from vector<2x4xi32>
  %e3 = vector.extract %w[1, %i] : i32 from vector<2x4xi32>
  %n = vector.insert %x, %v[3] : f32 into vector<4xf32>
  %n2 = vector.insert %e2, %w[%i] : vector<4xi32> into vector<2x4xi32>
  %r = vector.reduction <add>, %e2 : vector<4xi32> into i32
  %r2 = vector.reduction <add>, %e2, %acc : vector<4xi32> into i32
  %r3 = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  %l = vector.load %m[%i, %i] : memref<8x8xf32>, vector<8xf32>
  vector.store %l, %m[%i, %i] : memref<8x8xf32>, vector<8xf32>
  %f = vector.fma %v, %v, %v : vector<4xf32>
  %e4 = vector.extract %w[1] : vector<4xi32> from vector<2x4xi32>
  %e5 = vector.extract %w[] : vector<2x4xi32> from vector<2x4xi32>
  return
}

func.func @more(%v: vector<4xf32>, %m: memref<8xvector<4xf32>>, %i: index) -> f32 {
  vector.print str "sum = "
  vector.print punctuation <open>
  vector.print %v : vector<4xf32> punctuation <no_punctuation>
  vector.print punctuation <close>
  %r = vector.reduction <mul>, %v fastmath<fast> : vector<4xf32> into f32
  %l = vector.load %m[%i] : memref<8xvector<4xf32>>, vector<4xf32>
  vector.store %l, %m[%i] {nontemporal = true} : memref<8xvector<4xf32>>, vector<4xf32>
  %e = vector.extract %v[-1] : f32 from vector<4xf32>
  return %r : f32
}
