// Scalable vector types through ops of several dialects: parsed, printed
// and kept in the generic form exactly as mlir-opt 22 does.
func.func @scalable(%a: vector<[8]xi16>, %b: vector<3x[2]xf64>, %m: memref<?xf32>, %i: index) -> vector<[4]xindex> {
  %0 = arith.muli %a, %a : vector<[8]xi16>
  %1 = arith.extsi %0 : vector<[8]xi16> to vector<[8]xi32>
  %2 = arith.negf %b : vector<3x[2]xf64>
  %3 = vector.vscale
  %4 = arith.muli %3, %i : index
  %5 = vector.load %m[%4] : memref<?xf32>, vector<[4]xf32>
  %6 = vector.broadcast %5 : vector<[4]xf32> to vector<2x[4]xf32>
  %7 = vector.extract %2[1] : vector<[2]xf64> from vector<3x[2]xf64>
  %8 = vector.step : vector<[4]xindex>
  %9 = arith.constant dense<2> : vector<[8]xi16>
  %10 = vector.create_mask %i : vector<[4]xi1>
  %11 = vector.reduction <maxsi>, %1 : vector<[8]xi32> into i32
  %12 = vector.shape_cast %6 : vector<2x[4]xf32> to vector<2x1x[4]xf32>
  %13 = vector.transpose %2, [1, 0] : vector<3x[2]xf64> to vector<[2]x3xf64>
  %14 = vector.broadcast %i : index to vector<[4]xindex>
  %15 = arith.cmpi ult, %8, %14 : vector<[4]xindex>
  %16 = arith.select %15, %8, %14 : vector<[4]xi1>, vector<[4]xindex>
  return %16 : vector<[4]xindex>
}

// A fixed slice placed into and taken out of a scalable vector.
func.func @scalable_parts(%v: vector<[8]xi16>, %s: vector<4xi16>) -> (vector<[8]xi16>, vector<2xi16>) {
  %0 = vector.scalable.insert %s, %v[4] : vector<4xi16> into vector<[8]xi16>
  %1 = vector.scalable.extract %0[6] : vector<2xi16> from vector<[8]xi16>
  return %0, %1 : vector<[8]xi16>, vector<2xi16>
}
