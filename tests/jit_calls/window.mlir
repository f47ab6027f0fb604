// The callee's scoreboard registers are its own frame's: @f's divisions
// write its registers 3 to 6 with results ready many cycles later, and it
// returns before they are; main then reads its own first registers (the
// constants), which no op wrote, so nothing waits for @f's divisions.
// Issuing @f against main's registers instead would make main's adds wait
// for them (more cycles, operand stalls): both engines must give the
// interpreter's cycles.
func.func @f(%a: f64, %b: f64) -> f64 {
  %d1 = arith.divf %a, %b : f64
  %d2 = arith.divf %b, %a : f64
  %d3 = arith.divf %a, %a : f64
  %d4 = arith.divf %b, %b : f64
  return %a : f64
}
func.func @main() {
  %x1 = arith.constant 1.5 : f64
  %x2 = arith.constant 2.5 : f64
  %x3 = arith.constant 3.5 : f64
  %x4 = arith.constant 4.5 : f64
  %x5 = arith.constant 5.5 : f64
  %x6 = arith.constant 6.5 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x1) -> f64 {
    %r = func.call @f(%acc, %x2) : (f64, f64) -> f64
    %t1 = arith.addf %x1, %x2 : f64
    %t2 = arith.addf %x3, %x4 : f64
    %t3 = arith.addf %x5, %x6 : f64
    %t4 = arith.addf %t1, %t2 : f64
    %t5 = arith.addf %t4, %t3 : f64
    %t6 = arith.addf %t5, %r : f64
    scf.yield %t6 : f64
  }
  vector.print %s : f64
  return
}
