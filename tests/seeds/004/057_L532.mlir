// Example from shared/seeds/004, line 532.
// Vector selection is element-wise
%vx = ""(%vcond, %vtrue, %vfalse)
    : (vector<42xi1>, vector<42xf32>, vector<42xf32>) -> vector<42xf32>
