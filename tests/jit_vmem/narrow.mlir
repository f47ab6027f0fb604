// Vector loads and stores of lanes that are not a whole number of bytes
// (i1, i4, i13: their rows move bit-packed, as LLVM lays out
// <n x iN>), which compiled code leaves to the interpreter, in a loop
// over every position up to the last whole row of a 20-element buffer;
// and index lanes, which it runs itself.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c13 = arith.constant 13 : index
  %c20 = arith.constant 20 : index
  %k = arith.constant 29 : i64
  %m = arith.constant 61 : i64
  %B1 = memref.alloc() : memref<20xi1>
  %B4 = memref.alloc() : memref<20xi4>
  %B13 = memref.alloc() : memref<20xi13>
  %BX = memref.alloc() : memref<20xindex>
  scf.for %i = %c0 to %c20 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %r = arith.remsi %p, %m : i64
    %v1 = arith.trunci %r : i64 to i1
    %v4 = arith.trunci %r : i64 to i4
    %v13 = arith.trunci %p : i64 to i13
    %vx = arith.index_cast %p : i64 to index
    memref.store %v1, %B1[%i] : memref<20xi1>
    memref.store %v4, %B4[%i] : memref<20xi4>
    memref.store %v13, %B13[%i] : memref<20xi13>
    memref.store %vx, %BX[%i] : memref<20xindex>
  }
  %z1 = arith.constant false
  %z4 = arith.constant 0 : i4
  %z13 = arith.constant 0 : i13
  %zx = arith.constant 0 : index
  %s:4 = scf.for %j = %c0 to %c13 step %c1 iter_args(%a1 = %z1, %a4 = %z4, %a13 = %z13, %ax = %zx) -> (i1, i4, i13, index) {
    %x1 = vector.load %B1[%j] : memref<20xi1>, vector<8xi1>
    %y1 = arith.xori %x1, %x1 : vector<8xi1>
    vector.store %y1, %B1[%j] : memref<20xi1>, vector<8xi1>
    %r1 = vector.reduction <xor>, %x1, %a1 : vector<8xi1> into i1
    %x4 = vector.load %B4[%j] : memref<20xi4>, vector<8xi4>
    %y4 = arith.addi %x4, %x4 : vector<8xi4>
    vector.store %y4, %B4[%j] : memref<20xi4>, vector<8xi4>
    %r4 = vector.reduction <add>, %y4, %a4 : vector<8xi4> into i4
    %x13 = vector.load %B13[%j] : memref<20xi13>, vector<8xi13>
    %y13 = arith.muli %x13, %x13 : vector<8xi13>
    vector.store %y13, %B13[%j] : memref<20xi13>, vector<8xi13>
    %r13 = vector.reduction <add>, %y13, %a13 : vector<8xi13> into i13
    %xx = vector.load %BX[%j] : memref<20xindex>, vector<8xindex>
    %yx = arith.muli %xx, %xx : vector<8xindex>
    vector.store %yx, %BX[%j] : memref<20xindex>, vector<8xindex>
    %rx = vector.reduction <add>, %yx, %ax : vector<8xindex> into index
    scf.yield %r1, %r4, %r13, %rx : i1, i4, i13, index
  }
  vector.print %s#0 : i1
  vector.print %s#1 : i4
  vector.print %s#2 : i13
  vector.print %s#3 : index
  %l4 = vector.load %B4[%c13] : memref<20xi4>, vector<7xi4>
  vector.print %l4 : vector<7xi4>
  %lx = vector.load %BX[%c13] : memref<20xindex>, vector<7xindex>
  vector.print %lx : vector<7xindex>
  return
}
